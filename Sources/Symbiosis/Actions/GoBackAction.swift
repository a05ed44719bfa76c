/// Goes back a screen: a Back button's action.
@MainActor
public final class GoBackAction: Action<Void> {
  /// An action allowed while `enabled` is true.
  public override init(enabled: Property<Bool> = Property(value: true)) {
    super.init(enabled: enabled)
  }

  /// Goes back.
  public override func perform(_ input: Void) async throws {
    try services.require(\.navigation, "Navigation").goBack()
  }
}
