import Symbiosis

/// A button: Enter, Space or a click taps it. Give it an ``/Symbiosis/Action`` with
/// `action.bind(to: button)`; it is disabled while the action cannot run or is running.
public final class Button: View, ActionControl {
  /// The button's text.
  public var title: String { didSet { setNeedsDisplay() } }
  /// Whether it can be tapped.
  public var isEnabled = true { didSet { setNeedsDisplay() } }
  /// Whether the action it started runs; set by ``/Symbiosis/Action/bind(to:)``.
  public var isRunning = false { didSet { setNeedsDisplay() } }
  /// Each tap.
  public var triggers: Signal<Void> { tapInput.signal }
  /// Each tap, named for reading at a call site: `onTap <~ button.taps`.
  public var taps: Signal<Void> { tapInput.signal }
  private let tapInput = Signal<Void>.Input()

  /// A button titled `title`.
  public init(_ title: String) { self.title = title }

  isolated deinit { tapInput.complete() }

  /// Whether it takes focus: while enabled. Disabled while it has the focus, it passes the focus
  /// on to the next control, unless its own action is running: then it keeps it, so that a
  /// second press does nothing rather than press the next control.
  public override var acceptsFocus: Bool { isEnabled || (isRunning && isFocused) }

  /// Taps the button as a user would: nothing happens while it is disabled.
  public func tap() {
    guard isEnabled else { return }
    tapInput.send()
  }

  /// The size of its title in brackets.
  public override func contentSize(fitting proposal: Size) -> Size {
    Size(width: TextMeasure.width(of: title) + 4, height: 1)
  }

  /// Draws its title, styled for focus and for being disabled: a disabled button never looks
  /// focused, but one whose action runs while it has the focus looks focused and dimmed (busy).
  public override func draw(_ canvas: inout Canvas) {
    let style =
      isEnabled
      ? (isFocused ? theme.focus : theme.control)
      : (isFocused && isRunning ? theme.focus.dim() : theme.disabled)
    canvas.text("[ \(title) ]", x: padding.left, y: padding.top, style: style)
  }

  /// Presses it on Enter or Space.
  public override func handleKey(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty, event.key == .enter || event.key == .character(" ") else {
      return false
    }
    tap()
    return true
  }

  /// Focuses and presses it on a left click.
  public override func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
    guard case .press(.left) = event.kind else { return false }
    screen?.focus(self)
    tap()
    return true
  }
}
