import Symbiosis

/// The "‹ Back" control of a ``NavigationStack``'s title bar: Tab reaches it after the screen's
/// own controls, and Enter, Space or a click on it goes back.
final class BackControl: View {
  /// What going back does.
  var action: () -> Void = {}

  /// The control's text.
  static let title = "‹ Back"

  override var acceptsFocus: Bool { true }

  override func contentSize(fitting proposal: Size) -> Size {
    Size(width: TextMeasure.width(of: Self.title), height: 1)
  }

  override func draw(_ canvas: inout Canvas) {
    canvas.text(Self.title, x: 0, y: 0, style: isFocused ? theme.focus : theme.control)
  }

  override func handleKey(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty, event.key == .enter || event.key == .character(" ") else {
      return false
    }
    action()
    return true
  }

  override func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
    guard case .press(.left) = event.kind else { return false }
    action()
    return true
  }
}
