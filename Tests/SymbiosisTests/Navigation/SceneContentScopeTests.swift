import Symbiosis
import Testing

/// A view of no platform, for a scene's content in core tests.
private final class BareView: PlatformView {}

/// A scene that keeps the action its content makes, as a scene owning its actions does.
private final class OwningScene: Scene {
  let number = SettableDataSource<Int>()
  var back: Action<Void>?
  override func content() throws -> any PlatformView {
    back = Action.goBack()
    return BareView()
  }
}

@MainActor
@Suite("A scene's content scope")
struct SceneContentScopeTests {
  /// The actions a scene's content makes reach its navigator without keeping it: a scene that
  /// keeps them would otherwise keep its own navigator, which keeps the scene, and neither
  /// would ever go (nor the scene's lifetime end).
  @Test func actionsMadeInContentDoNotKeepTheNavigator() throws {
    weak var navigator: Navigator?
    weak var scene: OwningScene?
    try {
      let root = OwningScene()
      let shown = Navigator(root: root)
      _ = try root.makeContent()
      navigator = shown
      scene = root
    }()
    #expect(navigator == nil)
    #expect(scene == nil)
  }

  /// The content's actions still navigate where the scene is shown.
  @Test func actionsMadeInContentGoBackOnTheSceneNavigator() async throws {
    let root = OwningScene()
    let navigator = Navigator(root: root)
    let next = OwningScene()
    _ = try navigator.perform(Segue("next") { next }, passing: 1)
    _ = try next.makeContent()
    await next.back?.run()?.value
    #expect(navigator.stack.value.count == 1)
    #expect(next.back?.failure.value == nil)
  }
}
