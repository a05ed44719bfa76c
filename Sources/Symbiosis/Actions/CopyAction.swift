/// Copies text to the clipboard: an e-mail address, a link.
@MainActor
public final class CopyAction: Action<String> {
  private let clipboard: (any ClipboardService)?

  /// An action using `clipboard`, or the platform's when `nil`.
  public init(clipboard: (any ClipboardService)? = nil) {
    self.clipboard = clipboard
    super.init()
  }

  /// Copies `text`.
  public override func perform(_ text: String) async throws {
    try await PlatformServices.current.require(clipboard, \.clipboard, "The clipboard").copy(text)
  }
}
