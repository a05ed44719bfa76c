/// The navigation a scene's content sees: its navigator, held weakly, since the actions made
/// there keep their services and a scene may keep its actions, while the navigator keeps the
/// scene.
@MainActor
final class SceneNavigation: NavigationService {
  private weak var navigator: Navigator?

  init(_ navigator: Navigator) { self.navigator = navigator }

  func goBack() throws { try shown().goBack() }

  func dismiss() throws { try shown().dismiss() }

  func perform(_ segue: Segue, passing payload: (any Sendable)?, into name: String?) throws {
    try (shown() as any NavigationService).perform(segue, passing: payload, into: name)
  }

  func perform(_ segue: Segue) throws -> Scene { try shown().perform(segue) }

  /// The navigator, or ``ServiceUnavailable`` once it has gone.
  private func shown() throws -> Navigator {
    guard let navigator else { throw ServiceUnavailable("Navigation") }
    return navigator
  }
}
