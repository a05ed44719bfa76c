/// Moves focus to the next field: a form's Return key.
@MainActor
public final class FocusNextAction: Action<Void> {
  /// An action allowed while `enabled` is true.
  public override init(enabled: Property<Bool> = Property(value: true)) {
    super.init(enabled: enabled)
  }

  /// Focuses the next field.
  public override func perform(_ input: Void) async throws {
    try services.require(\.focus, "Focus").focusNext()
  }
}
