/// What the user did to end or undo an edit in a view that edits text, which decides when a
/// file's `edit:` writes the text to its key (`on: enter`, `on: leave`).
public enum EditEvent: Sendable, Hashable {
  /// The user confirmed the text: Enter, or Return on a keyboard.
  case commit
  /// The view lost the focus.
  case leave
  /// The user asked to undo the edit: Escape.
  case cancel
}
