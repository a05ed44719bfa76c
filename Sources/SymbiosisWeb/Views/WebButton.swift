import Symbiosis

/// A button, `<button type="button">`: a click taps it. Give it an ``/Symbiosis/Action`` with
/// `action.bind(to: button)`; it is `disabled` while the action cannot run or is running, and
/// a disabled button takes no click (the session refuses it before the button sees it).
@MainActor
public final class WebButton: WebView, ActionControl {
  /// The button's text.
  public var title: String {
    get { textContent ?? "" }
    set { setText(newValue) }
  }

  /// Whether it can be tapped; the `disabled` attribute when not.
  public var isEnabled = true {
    didSet { isDisabled = !isEnabled }
  }

  /// Whether the action it started runs (`aria-busy`); set by ``/Symbiosis/Action/bind(to:)``,
  /// which disables it meanwhile through ``isEnabled``.
  public var isRunning = false {
    didSet { setAttribute("aria-busy", isRunning ? "true" : nil) }
  }

  /// Each tap.
  public var triggers: Signal<Void> { tapInput.signal }
  /// Each tap, named for reading at a call site: `onTap <~ button.taps`.
  public var taps: Signal<Void> { tapInput.signal }
  private let tapInput = Signal<Void>.Input()

  /// A button titled `title`.
  public init(_ title: String = "") {
    super.init(tag: "button", classes: "sy-button")
    setAttribute("type", "button")
    setText(title)
  }

  isolated deinit { tapInput.complete() }

  /// Taps the button as a user would: nothing happens while it is disabled.
  public func tap() {
    guard isEnabled else { return }
    tapInput.send()
  }

  /// Whether it takes the focus: while enabled.
  public override var acceptsFocus: Bool { isEnabled }

  /// A click, and the focus.
  public override var acceptedEvents: Set<WebEvent.Kind> { [.click, .focus] }

  /// Taps it on a click.
  public override func handle(_ event: WebEvent) {
    if event.kind == .click { tap() }
  }
}
