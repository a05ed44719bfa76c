/// Closes a modal screen: a Done button's action.
@MainActor
public final class DismissAction: Action<Void> {
  /// An action allowed while `enabled` is true.
  public override init(enabled: Property<Bool> = Property(value: true)) {
    super.init(enabled: enabled)
  }

  /// Dismisses the top modal screen.
  public override func perform(_ input: Void) async throws {
    try services.require(\.navigation, "Navigation").dismiss()
  }
}
