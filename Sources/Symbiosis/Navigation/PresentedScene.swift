/// The scene ``Navigator/push(_:title:)`` and ``Navigator/present(_:title:)`` make around a
/// view they show: its content is that view, made once, as any scene's is.
@MainActor
final class PresentedScene: Scene {
  private let view: any PlatformView

  init(_ view: any PlatformView, title: String) {
    self.view = view
    super.init(title: title)
  }

  override func content() throws -> any PlatformView { view }
}
