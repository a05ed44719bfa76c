import SymbiosisTerminal

/// Holds a screen's content and sends typing that no view in it took to a text field: a
/// letter typed while a list has focus goes into the search field, and focus with it.
@MainActor
final class TypingForwarder: View {
  private let field: TextField

  /// `content`, whose unclaimed typing goes to `field`.
  init(to field: TextField, _ content: View) {
    self.field = field
    super.init()
    addSubview(content)
  }

  /// Sends a character or a Backspace that reached here to the field, and focuses it.
  override func handleKey(_ event: KeyEvent) -> Bool {
    guard event.modifiers.subtracting(.shift).isEmpty, screen?.focusedView !== field else {
      return false
    }
    switch event.key {
    case .character, .backspace:
      screen?.focus(field)
      return field.handleKey(event)
    default: return false
    }
  }
}
