/// The scene ``Navigator/present(_:title:)`` makes around a view it presents: its content is that
/// view, made once, as any scene's is.
@MainActor
final class PresentedScene: Scene {
  private let view: any PlatformView

  init(_ view: any PlatformView, title: String) {
    self.view = view
    super.init(title: title)
  }

  override func content() throws -> any PlatformView { view }
}
