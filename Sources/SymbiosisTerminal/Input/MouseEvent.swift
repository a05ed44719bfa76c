/// Something the mouse did over a cell of the terminal.
public struct MouseEvent: Hashable, Sendable {
  /// What the mouse did.
  public enum Kind: Hashable, Sendable {
    /// A button went down.
    case press(MouseButton)
    /// A button went up. With the legacy (non-SGR) encoding the terminal does not say which
    /// button, so it is the last one pressed.
    case release(MouseButton)
    /// The mouse moved with a button held.
    case drag(MouseButton)
    /// The mouse moved with no button held (reported only with `TerminalModes.mouseMotion`).
    case move
    /// The wheel turned away from the user.
    case scrollUp
    /// The wheel turned towards the user.
    case scrollDown
  }

  /// What the mouse did.
  public var kind: Kind
  /// The cell's column, 0 being the leftmost.
  public var column: Int
  /// The cell's row, 0 being the top.
  public var row: Int
  /// The modifiers held (terminals often keep Shift for their own selection).
  public var modifiers: KeyModifiers

  /// An event of `kind` at a 0-based `column` and `row`.
  public init(kind: Kind, column: Int, row: Int, modifiers: KeyModifiers = []) {
    self.kind = kind
    self.column = column
    self.row = row
    self.modifiers = modifiers
  }
}
