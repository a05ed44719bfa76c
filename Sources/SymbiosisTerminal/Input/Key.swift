/// A key of the keyboard, as a terminal reports it.
///
/// Printable keys are `.character`; the character already includes Shift (Shift-a is
/// `.character("A")` with no `.shift` modifier). A Ctrl-letter is the lowercase letter with
/// `.control`.
public enum Key: Hashable, Sendable {
  /// A key that types text: a letter, digit, symbol, space or any Unicode character.
  case character(Character)
  /// Return or Enter (CR, LF, or the keypad's Enter).
  case enter
  /// Escape, reported once no byte followed the ESC within the parser's flush delay.
  case escape
  /// Tab.
  case tab
  /// Shift-Tab (`CSI Z`); Shift is implied, so it is not repeated in the modifiers.
  case backTab
  /// Backspace (DEL 0x7F or BS 0x08).
  case backspace
  /// Delete (forward delete).
  case delete
  /// Insert.
  case insert
  /// Up arrow.
  case up
  /// Down arrow.
  case down
  /// Left arrow.
  case left
  /// Right arrow.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// A function key, `function(1)` being F1 (F1–F20 are decoded).
  case function(Int)
}
