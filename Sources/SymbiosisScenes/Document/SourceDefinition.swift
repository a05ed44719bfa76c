/// A data source of a scene, under its id.
public struct SourceDefinition: Sendable, Hashable {
  /// How a source is made.
  public enum Kind: Sendable, Hashable {
    /// An app's source type, registered by name: `people: PeopleSource`.
    case type(Located<String>)
    /// A source a segue fills, of a model type: `person: { settable: Person }`, with an
    /// optional value a preview shows.
    case settable(model: TypeName, preview: SceneNode?)
    /// A constant, for previews: `{ constant: "[Person]", value: [ … ] }`.
    case constant(model: TypeName, value: SceneNode)
    /// The elements of `source` whose `key` contains the text `term` refers to:
    /// `{ search: people, for: search.text, in: fullName }`.
    case search(source: Located<String>, term: Reference, key: Located<String>)
    /// The elements of `source` whose Boolean `key` is true: `{ filter: people, where: active }`.
    case filter(source: Located<String>, key: Located<String>)
    /// `source` ordered by `key`: `{ sort: people, by: age, descending: true }`.
    case sorted(source: Located<String>, key: Located<String>, descending: Bool)
    /// `source` in sections, one per distinct `key`: `{ sections: people, by: initial }`.
    case sections(source: Located<String>, key: Located<String>)
  }

  /// The source's id, which views, bindings and references name.
  public var id: Located<String>
  /// How it is made.
  public var kind: Kind

  /// The source `id`, made as `kind` says.
  public init(id: Located<String>, kind: Kind) {
    self.id = id
    self.kind = kind
  }
}

/// A model type named in a file: `Person`, or a list of them, `[Person]`.
public struct TypeName: Sendable, Hashable, CustomStringConvertible {
  /// The model's name.
  public var name: Located<String>
  /// Whether it is a list of the model.
  public var isList: Bool

  /// `name`, or `[name]` when `isList`.
  public init(_ name: Located<String>, isList: Bool) {
    self.name = name
    self.isList = isList
  }

  /// The type as written.
  public var description: String { isList ? "[\(name.value)]" : name.value }
}
