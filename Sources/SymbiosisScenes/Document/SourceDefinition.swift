/// A data source of a scene, under its id.
@_spi(Internals) public struct SourceDefinition: Sendable, Hashable {
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
    /// The elements of `source` whose Boolean `key` is `value`: `{ filter: people, where:
    /// active }`, `{ filter: todos, where: done, is: false }`.
    case filter(source: Located<String>, key: Located<String>, value: Bool)
    /// `source` ordered by `key`: `{ sort: people, by: age, descending: true }`.
    case sorted(source: Located<String>, key: Located<String>, descending: Bool)
    /// `source` in sections, one per distinct `key`: `{ sections: people, by: initial }`.
    case sections(source: Located<String>, key: Located<String>)
    /// The item the table or grid with id `list` highlights, followed by identity in the list
    /// the table's source is computed from: `{ highlighted: list }`.
    case highlighted(list: Located<String>)
    /// The source among `cases` that the text `on` refers to names:
    /// `{ switch: filter, cases: { All: todos, Active: active } }`.
    case switching(on: Reference, cases: [SwitchCase])
  }

  /// A case of a `switch` source: the text that chooses it, and the source it shows.
  public struct SwitchCase: Sendable, Hashable {
    /// The text that chooses it.
    public var name: Located<String>
    /// The id of the source it shows.
    public var source: Located<String>

    /// The case `name`, showing `source`.
    public init(name: Located<String>, source: Located<String>) {
      self.name = name
      self.source = source
    }
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
@_spi(Internals) public struct TypeName: Sendable, Hashable, CustomStringConvertible {
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

extension SourceDefinition {
  /// The kinds written as a mapping's key, and the other keys each takes.
  static let kinds: [(kind: String, options: [String])] = [
    ("settable", ["preview"]), ("constant", ["value"]), ("search", ["for", "in"]),
    ("filter", ["where", "is"]), ("sort", ["by", "descending"]), ("sections", ["by"]),
    ("highlighted", []), ("switch", ["cases"]),
  ]

  /// Reads the source `id`: an app's source type (`PeopleSource`) or a mapping with one kind
  /// key (`{ search: people, for: search.text, in: fullName }`).
  static func parse(id: Located<String>, _ node: SceneNode) -> (
    SourceDefinition?, [SceneDiagnostic]
  ) {
    var reader = DocumentReader()
    let kindNames = kinds.map(\.kind)
    if node.scalarText != nil {
      let type = reader.name(
        of: node,
        expected: "a source type's name or a mapping with one of \(DocumentReader.list(kindNames))")
      return (type.map { SourceDefinition(id: id, kind: .type($0)) }, reader.diagnostics)
    }
    let what = "source '\(id.value)'"
    guard let entries = reader.entries(of: node, expected: "a source type's name or a mapping"),
      let kindEntry = reader.kind(of: entries, kinds: kindNames, in: what, near: node.location)
    else {
      if let entries = node.entries {
        _ = reader.fields(entries, allowed: kindNames, in: what)
      }
      return (nil, reader.diagnostics)
    }
    let kind = kindEntry.key.value
    let options = kinds.first { $0.kind == kind }?.options ?? []
    let fields = reader.fields(entries, allowed: kindNames + options, in: "a '\(kind)' source")
    func required(_ key: String) -> SceneNode? {
      reader.required(key, of: fields, in: "a '\(kind)' source", near: kindEntry.key.location)?
        .value
    }
    func key(_ key: String) -> Located<String>? {
      required(key).flatMap { reader.name(of: $0, expected: "a key of the model") }
    }
    let source = { reader.name(of: kindEntry.value, expected: "a source's id") }
    var made: Kind?
    switch kind {
    case "settable":
      made = TypeName.parse(kindEntry.value, reader: &reader).map {
        .settable(model: $0, preview: fields["preview"]?.value)
      }
    case "constant":
      let model = TypeName.parse(kindEntry.value, reader: &reader)
      if let model, let value = required("value") { made = .constant(model: model, value: value) }
    case "search":
      let from = source()
      let term = required("for").flatMap { reference(in: $0, reader: &reader) }
      if let from, let term, let key = key("in") {
        made = .search(source: from, term: term, key: key)
      }
    case "filter":
      let from = source()
      let value = fields["is"].flatMap { reader.flag(of: $0.value) } ?? true
      if let from, let key = key("where") { made = .filter(source: from, key: key, value: value) }
    case "switch":
      let on = reference(in: kindEntry.value, reader: &reader)
      let cases = required("cases").flatMap { switchCases($0, reader: &reader) }
      if let on, let cases { made = .switching(on: on, cases: cases) }
    case "sort":
      let from = source()
      let descending = fields["descending"].flatMap { reader.flag(of: $0.value) } ?? false
      if let from, let key = key("by") {
        made = .sorted(source: from, key: key, descending: descending)
      }
    case "highlighted":
      made = reader.name(of: kindEntry.value, expected: "a table's id").map {
        .highlighted(list: $0)
      }
    default:
      if let from = source(), let key = key("by") { made = .sections(source: from, key: key) }
    }
    guard let made, reader.diagnostics.isEmpty else { return (nil, reader.diagnostics) }
    return (SourceDefinition(id: id, kind: made), [])
  }
}

extension SourceDefinition {
  /// Reads a text reference (`search.text`, `filter`), reporting a problem into `reader`.
  static func reference(in node: SceneNode, reader: inout DocumentReader) -> Reference? {
    guard let text = reader.text(of: node, expected: "a reference such as 'search.text'") else {
      return nil
    }
    let (reference, problems) = Reference.parse(text)
    reader.add(problems)
    return reference
  }

  /// Reads a switch's `cases:`, a mapping of texts to source ids, at least one.
  static func switchCases(_ node: SceneNode, reader: inout DocumentReader) -> [SwitchCase]? {
    let expected = "a mapping of texts to sources' ids, like '{ All: todos, Active: active }'"
    guard let entries = reader.entries(of: node, expected: expected) else { return nil }
    guard !entries.isEmpty else {
      reader.report("'cases' needs at least one case, \(expected)", at: node.location)
      return nil
    }
    var cases: [SwitchCase] = []
    for entry in entries {
      if let source = reader.name(of: entry.value, expected: "a source's id") {
        cases.append(SwitchCase(name: entry.key, source: source))
      }
    }
    return cases
  }
}

extension TypeName {
  /// Reads `Person` or `[Person]`, reporting anything else into `reader`.
  static func parse(_ node: SceneNode, reader: inout DocumentReader) -> TypeName? {
    let expected = "a model type such as 'Person' or '[Person]'"
    guard let text = reader.text(of: node, expected: expected) else { return nil }
    let value = text.value
    if value.hasPrefix("["), value.hasSuffix("]"), value.count > 2 {
      let inner = Located(
        String(value.dropFirst().dropLast()),
        at: SourceLocation(
          file: text.location.file, line: text.location.line, column: text.location.column + 1))
      return reader.name(inner, expected: expected).map { TypeName($0, isList: true) }
    }
    return reader.name(text, expected: expected).map { TypeName($0, isList: false) }
  }
}
