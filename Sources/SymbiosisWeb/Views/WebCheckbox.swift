/// The box of a ``WebToggle``, `<input type="checkbox">`: the element the user checks, which
/// takes the `toggle` events (`v`: the state) and the focus.
@MainActor
public final class WebCheckbox: WebView {
  /// Whether the box is checked, as the browser shows it.
  public private(set) var isChecked: Bool
  /// The toggle it is the box of.
  weak var toggle: WebToggle?

  /// A box, checked when `isChecked`.
  init(isChecked: Bool) {
    self.isChecked = isChecked
    super.init(tag: "input", classes: "sy-checkbox")
    setAttribute("type", "checkbox")
  }

  /// Shows `on` set from the server.
  func show(_ on: Bool) {
    guard on != isChecked else { return }
    isChecked = on
    if let node { record(.checked(node: node, on)) }
  }

  /// Takes `on`, which the user set and the browser shows: nothing goes back.
  func took(_ on: Bool) { isChecked = on }

  /// Whether it takes the focus: while its toggle is enabled.
  public override var acceptsFocus: Bool { !isDisabled }

  /// The state the user sets, and the focus.
  public override var acceptedEvents: Set<WebEvent.Kind> { [.toggle, .focus] }

  /// A `toggle` carries the state.
  public override func offers(_ event: WebEvent) -> Bool {
    event.kind != .toggle || event.flag != nil
  }

  /// Sets its toggle to the state the user set.
  public override func handle(_ event: WebEvent) {
    if event.kind == .toggle, let on = event.flag { toggle?.userSet(on) }
  }

  /// After a `toggle`, refused or taken, shows its toggle's state when the browser may show
  /// another (the user's click that the server refused, or that a binding undid).
  public override func restate(after event: WebEvent) {
    guard event.kind == .toggle, let node else { return }
    let on = toggle?.isOn.value ?? isChecked
    guard on != event.flag || on != isChecked else { return }
    isChecked = on
    record(.checked(node: node, on))
  }

  /// `<input type="checkbox" checked>` while checked.
  public override func render(into writer: inout HTMLWriter) {
    var attributes = renderedAttributes
    if isChecked { attributes["checked"] = "" }
    writer.open(tag, node: node, attributes: attributes)
  }
}
