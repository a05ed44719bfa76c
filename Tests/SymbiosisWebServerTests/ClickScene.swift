import Symbiosis
import SymbiosisWeb

/// A button counting its clicks, showing the count.
final class ClickCounter: WebView {
  var clicks = 0

  init() {
    super.init(tag: "button", classes: "sy-button")
    setText("0")
  }

  override var acceptedEvents: Set<WebEvent.Kind> { [.click] }

  override func handle(_ event: WebEvent) {
    clicks += 1
    setText("\(clicks)")
  }
}

/// A scene made in code, its content a click counter.
final class ClickScene: Scene {
  let counter = ClickCounter()

  init() { super.init(title: "Clicks") }

  override func content() throws -> any PlatformView { counter }
}
