import Symbiosis

/// A checkbox, "[x] Title": Space, Enter or a click flips it.
///
/// Its ``isOn`` binds both ways (`toggle.isOn <~> settings.notifies`); ``triggers`` sends each
/// state the user flips it to, so an action can run on it (`Action<Bool>.bind(to: toggle)`).
public final class Toggle: View, ActionControl {
  /// Whether it is checked, settable from any thread; the user's flips set it too.
  public let isOn: MutableProperty<Bool>
  /// The text after the box.
  public var title: String { didSet { setNeedsDisplay() } }
  /// Whether the user can flip it.
  public var isEnabled = true { didSet { setNeedsDisplay() } }
  /// The state the user flips it to, each time (not the changes made from outside).
  public var triggers: Signal<Bool> { flipInput.signal }
  private let flipInput = Signal<Bool>.Input()

  /// A checkbox titled `title`, checked when `isOn`.
  public init(_ title: String, isOn: Bool = false) {
    self.title = title
    self.isOn = MutableProperty(isOn)
    super.init()
    // Outside any binding scope: it follows its own property for as long as it lives.
    BindingTarget(lifetime: lifetime, onMainActor: { [weak self] _ in self?.setNeedsDisplay() })
      .bindOutsideScope(self.isOn.changes)
  }

  isolated deinit { flipInput.complete() }

  /// Whether it takes focus: only while enabled.
  public override var acceptsFocus: Bool { isEnabled }

  /// Flips it as a user would: nothing happens while it is disabled.
  public func flip() {
    guard isEnabled else { return }
    var flipped = false
    isOn.modify {
      $0.toggle()
      flipped = $0
    }
    flipInput.send(flipped)
  }

  /// The box, and its title after a space.
  public override func contentSize(fitting proposal: Size) -> Size {
    Size(width: title.isEmpty ? 3 : 4 + TextMeasure.width(of: title), height: 1)
  }

  /// Draws the box, checked or not, and the title, styled for focus and for being disabled.
  public override func draw(_ canvas: inout Canvas) {
    let style = !isEnabled ? theme.disabled : isFocused ? theme.focus : theme.control
    let width = contentFrame.width
    let box = title.isEmpty ? (isOn.value ? "[x]" : "[ ]") : (isOn.value ? "[x] " : "[ ] ")
    canvas.text(box, x: padding.left, y: padding.top, style: style, width: width)
    canvas.text(title, x: padding.left + 4, y: padding.top, style: style, width: width - 4)
  }

  /// Flips it on Space or Enter.
  public override func handleKey(_ event: KeyEvent) -> Bool {
    guard isEnabled, event.modifiers.isEmpty,
      event.key == .enter || event.key == .character(" ")
    else { return false }
    flip()
    return true
  }

  /// Focuses and flips it on a left click.
  public override func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
    guard case .press(.left) = event.kind, isEnabled else { return false }
    screen?.focus(self)
    flip()
    return true
  }
}
