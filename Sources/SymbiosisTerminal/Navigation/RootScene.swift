import Symbiosis

/// The scene of the navigator an ``App`` made with a view makes over it, so that the app can
/// present: its content is the view, as it is (not scrolled).
final class RootScene: Scene {
  private let root: RootContent

  init(_ view: View) {
    root = RootContent(view)
    super.init()
  }

  override func content() throws -> any PlatformView { root }
}
