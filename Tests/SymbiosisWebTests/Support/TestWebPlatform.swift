import Symbiosis
import SymbiosisScenes
import SymbiosisWeb

/// A stand-in for the browser's kinds while the sessions are tested on their own: labels as
/// `<span>`s and buttons as `<button>`s; a view's file id is its `id` attribute.
@MainActor
final class TestWebPlatform: ScenePlatform {
  var viewKinds: [String: ViewKind] {
    [
      "label": ViewKind(
        standard: "label",
        set: ["text": { view, value in
          if case .text(let text) = value { (view as? TestLabel)?.setText(text) }
        }],
        make: { TestLabel() }),
      "button": ViewKind(
        standard: "button",
        set: ["title": { view, value in
          if case .text(let text) = value { (view as? TestButton)?.setText(text) }
        }],
        make: { TestButton() }),
    ]
  }

  func identify(_ view: any PlatformView, as id: String) {
    (view as? WebView)?.setAttribute("id", id)
  }

  func apply(style name: String, styles: [StyleDefinition], to view: any PlatformView) {}
  func removeStyle(from view: any PlatformView) {}

  func stack(_ axis: Axis, spacing: Int, views: [any PlatformView]) -> any PlatformView {
    let stack = WebView(tag: "div", classes: "sy-column")
    for case let view as WebView in views { stack.addChild(view) }
    return stack
  }

  func list<Item: Identifiable & Sendable>(_ request: ListRequest<Item>) -> ListView<Item> {
    WebTable(request).listView
  }
}

/// A label: its text as the element's.
final class TestLabel: WebView {
  init() { super.init(tag: "span") }
}

/// A button: a click triggers its action; a click carrying a text is one it never offers.
final class TestButton: WebView, ActionControl {
  private let input = Signal<Void>.Input()

  init() { super.init(tag: "button") }

  var isEnabled: Bool {
    get { !isDisabled }
    set { isDisabled = !newValue }
  }

  var triggers: Signal<Void> { input.signal }

  override var acceptedEvents: Set<WebEvent.Kind> { [.click] }

  override func offers(_ event: WebEvent) -> Bool { event.text == nil }

  override func handle(_ event: WebEvent) { input.send(()) }
}
