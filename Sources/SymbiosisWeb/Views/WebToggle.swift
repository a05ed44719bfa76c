import Symbiosis

/// A checkbox with its title, `<label><input type="checkbox"> <span>title</span></label>`: the
/// user checks and unchecks the box (a `toggle` event on the box's node, with the state).
///
/// Its ``isOn`` binds both ways (`toggle.isOn <~> settings.notifies`); a change from the server
/// goes out as ``WebOperation/checked(node:_:)``. ``triggers`` sends each state the user sets,
/// so an action can run on it (`Action<Bool>.bind(to: toggle)`).
@MainActor
public final class WebToggle: WebView, ActionControl {
  /// Whether it is checked, settable from any thread; the user's changes set it too.
  public let isOn: MutableProperty<Bool>
  /// The text after the box.
  public var title: String {
    get { titleView.textContent ?? "" }
    set { titleView.setText(newValue) }
  }
  /// Whether the user can change it; the box's `disabled` attribute when not.
  public var isEnabled = true {
    didSet { box.isDisabled = !isEnabled }
  }
  /// The state the user sets it to, each time (not the changes made from outside).
  public var triggers: Signal<Bool> { flipInput.signal }
  /// The box, which takes the user's events.
  public let box: WebCheckbox
  private let titleView = WebView(tag: "span", classes: "sy-toggle-title")
  private let flipInput = Signal<Bool>.Input()

  /// A checkbox titled `title`, checked when `isOn`.
  public init(_ title: String = "", isOn: Bool = false) {
    self.isOn = MutableProperty(isOn)
    box = WebCheckbox(isChecked: isOn)
    super.init(tag: "label", classes: "sy-toggle")
    box.toggle = self
    addChild(box)
    addChild(titleView)
    titleView.setText(title)
    // Outside any binding scope: it follows its own property for as long as it lives.
    BindingTarget(lifetime: lifetime, onMainActor: { [weak self] in self?.box.show($0) })
      .bindOutsideScope(self.isOn.changes)
  }

  isolated deinit { flipInput.complete() }

  /// Sets it to `on` as the user would: nothing happens while it is disabled or already so.
  public func set(_ on: Bool) {
    guard isEnabled else { return }
    userSet(on)
  }

  /// The user checked or unchecked the box: the browser shows it already.
  func userSet(_ on: Bool) {
    guard on != isOn.value else { return }
    box.took(on)
    isOn.value = on
    flipInput.send(on)
  }
}
