/// Anything the user did to the terminal: a key, the mouse, a paste, a resize or a focus change.
public enum InputEvent: Hashable, Sendable {
  /// A key press.
  case key(KeyEvent)
  /// A mouse press, release, drag, move or wheel turn.
  case mouse(MouseEvent)
  /// Text pasted with bracketed paste, newlines as `"\n"`; a very large paste comes as several
  /// consecutive `.paste` events of about 1 MiB of UTF-8 each.
  case paste(String)
  /// The terminal's new size in cells; the runtime sends it on SIGWINCH, never the parser.
  case resize(columns: Int, rows: Int)
  /// The terminal window gained focus (focus reporting, mode ?1004).
  case focusGained
  /// The terminal window lost focus (focus reporting, mode ?1004).
  case focusLost
}
