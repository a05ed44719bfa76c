/// Moves focus to the next field: a form's Return key.
@MainActor
public final class FocusNextAction: Action<Void> {
  private let focus: (any FocusService)?

  /// An action using `focus`, or the platform's when `nil`.
  public init(focus: (any FocusService)? = nil) {
    self.focus = focus
    super.init()
  }

  /// Focuses the next field.
  public override func perform(_ input: Void) async throws {
    try PlatformServices.current.require(focus, \.focus, "Focus").focusNext()
  }
}
