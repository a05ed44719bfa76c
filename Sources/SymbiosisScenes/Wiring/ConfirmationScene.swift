import Symbiosis

/// The modal scene a ``Confirmation`` shows: its content is the question and its buttons, made
/// once.
@MainActor
final class ConfirmationScene: Scene {
  private let view: any PlatformView

  init(_ view: any PlatformView) {
    self.view = view
    super.init()
  }

  override func content() throws -> any PlatformView { view }
}
