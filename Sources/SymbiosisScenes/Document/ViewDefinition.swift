/// A view in a scene file: its kind, its id, its properties as written, and the views inside it.
///
/// `- field: { id: search, placeholder: Search people }` is a `field` with id `search` and one
/// property. A scalar instead of a mapping sets the kind's main property
/// (`- label: Age`). Properties stay as written; the checker reads each by what the view kind
/// says it is (text, a number, an action, a view…).
@_spi(Internals) public struct ViewDefinition: Sendable, Hashable {
  /// The view kind (`label`, `table`, or an app's `yardstick`).
  public var kind: Located<String>
  /// The id bindings, references and outlets name it by.
  public var id: Located<String>?
  /// Its properties, except `id` and `views`, in the order written; a scalar written in place of
  /// a mapping is the entry keyed by the kind's name.
  public var properties: [SceneNode.Entry]
  /// The views under `views:`, in order.
  public var children: [ViewDefinition]
  /// Where the view is written.
  public var location: SourceLocation

  /// A view of `kind`.
  public init(
    kind: Located<String>, id: Located<String>? = nil, properties: [SceneNode.Entry] = [],
    children: [ViewDefinition] = [], location: SourceLocation
  ) {
    self.kind = kind
    self.id = id
    self.properties = properties
    self.children = children
    self.location = location
  }

  /// The property called `name`, if written.
  public func property(_ name: String) -> SceneNode.Entry? {
    properties.first { $0.key.value == name }
  }
}

extension ViewDefinition {
  /// Reads a view: a mapping with one kind key, `{ label: { id: title, text: Hello } }`, or
  /// `{ label: Hello }`, which puts `Hello` under the kind's name in ``properties`` (the checker
  /// knows the kind's main property). `id` and `views` are lifted out of the properties.
  public static func parse(_ node: SceneNode) -> (ViewDefinition?, [SceneDiagnostic]) {
    var reader = DocumentReader()
    let view = read(node, reader: &reader)
    guard reader.diagnostics.isEmpty else { return (nil, reader.diagnostics) }
    return (view, [])
  }

  /// Reads a list of views (`views:`), which holds at least one.
  public static func parseList(_ node: SceneNode) -> ([ViewDefinition], [SceneDiagnostic]) {
    var reader = DocumentReader()
    let views = readList(node, reader: &reader)
    return (views, reader.diagnostics)
  }

  private static func readList(_ node: SceneNode, reader: inout DocumentReader) -> [ViewDefinition]
  {
    guard let items = reader.items(of: node, expected: "a list of views such as '- label: Hello'")
    else { return [] }
    if items.isEmpty {
      reader.report("expected at least one view, found an empty list", at: node.location)
    }
    return items.compactMap { read($0, reader: &reader) }
  }

  private static func read(_ node: SceneNode, reader: inout DocumentReader) -> ViewDefinition? {
    let expected = "a view such as 'label: Hello' or 'field: { id: name }'"
    guard let entries = reader.entries(of: node, expected: expected) else { return nil }
    guard let entry = entries.first else {
      reader.report("expected \(expected), found an empty mapping", at: node.location)
      return nil
    }
    for extra in entries.dropFirst() {
      reader.report(
        "a view has one kind, found '\(entry.key.value)' and '\(extra.key.value)'; "
          + "write properties inside the kind, '\(entry.key.value): { \(extra.key.value): … }'",
        at: extra.key.location)
    }
    guard let kind = reader.name(entry.key, expected: "a view kind's name") else { return nil }
    let value = entry.value
    if value.isNothing {
      return ViewDefinition(kind: kind, location: node.location)
    }
    if value.scalarText != nil {
      return ViewDefinition(
        kind: kind, properties: [SceneNode.Entry(key: kind, value: value)], location: node.location)
    }
    guard
      let body = reader.entries(
        of: value, expected: "the properties of '\(kind.value)' or its main value")
    else { return nil }
    var id: Located<String>?
    var children: [ViewDefinition] = []
    var properties: [SceneNode.Entry] = []
    for property in body {
      switch property.key.value {
      case "id":
        id = reader.name(of: property.value, expected: "a view id of letters, digits and '_'")
      case "views": children = readList(property.value, reader: &reader)
      default: properties.append(property)
      }
    }
    return ViewDefinition(
      kind: kind, id: id, properties: properties, children: children, location: node.location)
  }
}
