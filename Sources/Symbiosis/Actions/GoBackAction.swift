/// Goes back a screen: a Back button's action.
@MainActor
public final class GoBackAction: Action<Void> {
  private let navigation: (any NavigationService)?

  /// An action using `navigation`, or the platform's when `nil`.
  public init(navigation: (any NavigationService)? = nil) {
    self.navigation = navigation
    super.init()
  }

  /// Goes back.
  public override func perform(_ input: Void) async throws {
    try PlatformServices.current.require(navigation, \.navigation, "Navigation").goBack()
  }
}
