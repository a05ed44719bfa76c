/// An action in a scene file: a standard one, or an app's action type, with what it is given.
public struct ActionDefinition: Sendable, Hashable {
  /// What the action does.
  public enum Kind: Sendable, Hashable {
    /// Performs the named segue with its input; `from` a list source, the destination follows
    /// the element: `{ segue: Person, from: people }`.
    case segue(Located<String>, from: Located<String>?)
    /// Reloads a source: `{ refresh: people }`.
    case refresh(Located<String>)
    /// Copies the text a reference holds: `{ copy: person.email }`.
    case copy(Reference)
    /// Opens the link a reference holds: `{ openURL: person.homepage }`.
    case openURL(Reference)
    /// Goes back: `goBack`.
    case goBack
    /// Dismisses what was shown modally: `dismiss`.
    case dismiss
    /// Moves focus on: `focusNext`.
    case focusNext
    /// An app's action type, given the value `input` refers to (none for an `Action<Void>`):
    /// `{ action: CallAction, with: person }`.
    case custom(type: Located<String>, input: Reference?)
  }

  /// The action's id in `actions:`; nil for an action written where it is used.
  public var id: Located<String>?
  /// What it does.
  public var kind: Kind
  /// The message an ``ActionStatus`` shows when a run succeeds (`success: Copied ✓`).
  public var success: Located<String>?
  /// Where the action is written.
  public var location: SourceLocation

  /// An action of `kind`.
  public init(
    id: Located<String>?, kind: Kind, success: Located<String>? = nil, location: SourceLocation
  ) {
    self.id = id
    self.kind = kind
    self.success = success
    self.location = location
  }
}
