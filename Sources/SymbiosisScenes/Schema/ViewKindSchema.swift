/// What a scene file may write on a view kind, whichever platform builds it: its main property,
/// its properties and their types, what `edit:` binds and whether `action:` does.
public struct ViewKindSchema: Sendable, Hashable {
  /// What `edit:` binds both ways on a view of a kind.
  public enum Edits: Sendable, Hashable {
    /// Its text (a field's), which a converter may turn into another type.
    case text
    /// Whether it is on (a toggle's).
    case flag
    /// The option it has chosen (a picker's), a text key.
    case selection
  }

  /// The kind's name in files (`label`).
  public var name: String
  /// The property a scalar sets: `- label: Age` sets `text`.
  public var mainProperty: String?
  /// The properties a file may set, by name, with the kind of value each takes.
  public var properties: [String: ViewProperty.Kind]
  /// What `edit:` binds on it; nil when it takes no `edit:`.
  public var edits: Edits?
  /// Whether `action:` binds an action to it (a button).
  public var takesAction: Bool

  /// A kind called `name`.
  public init(
    _ name: String, mainProperty: String? = nil, properties: [String: ViewProperty.Kind] = [:],
    edits: Edits? = nil, takesAction: Bool = false
  ) {
    self.name = name
    self.mainProperty = mainProperty
    self.properties = properties
    self.edits = edits
    self.takesAction = takesAction
  }

  /// Whether a view of the kind shows a text that `status:` may set: it has a `text` property,
  /// or a main property.
  var showsText: Bool {
    properties["text"] != nil || mainProperty.flatMap { properties[$0] } != nil
  }
}
