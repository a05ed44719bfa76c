/// Copies text to the clipboard: an e-mail address, a link.
@MainActor
public final class CopyAction: Action<String> {
  /// An action allowed while `enabled` is true.
  public override init(enabled: Property<Bool> = Property(value: true)) {
    super.init(enabled: enabled)
  }

  /// Copies `text`.
  public override func perform(_ text: String) async throws {
    try await services.require(\.clipboard, "The clipboard").copy(text)
  }
}
