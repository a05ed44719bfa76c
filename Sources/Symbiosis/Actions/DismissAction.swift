/// Closes a modal screen: a Done button's action.
@MainActor
public final class DismissAction: Action<Void> {
  private let navigation: (any NavigationService)?

  /// An action using `navigation`, or the platform's when `nil`.
  public init(navigation: (any NavigationService)? = nil) {
    self.navigation = navigation
    super.init()
  }

  /// Dismisses the top modal screen.
  public override func perform(_ input: Void) async throws {
    try PlatformServices.current.require(navigation, \.navigation, "Navigation").dismiss()
  }
}
