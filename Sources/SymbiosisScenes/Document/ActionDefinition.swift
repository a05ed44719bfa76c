/// An action in a scene file: a standard one, or an app's action type, with what it is given.
@_spi(Internals) public struct ActionDefinition: Sendable, Hashable {
  /// What the action does.
  public enum Kind: Sendable, Hashable {
    /// Performs the named segue. A table's `select:` passes the selected item; `from` a list
    /// source, the destination follows the element: `{ segue: Person, from: people }`. `with`
    /// passes what a reference holds: a source, which the destination follows
    /// (`{ segue: Person, with: person }`), or a key's value. Elsewhere it passes nothing.
    case segue(Located<String>, from: Located<String>?, with: Reference? = nil)
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
    /// Adds an item the model's `new:` makes to a list source, each key of `values` set from
    /// what its reference holds: `{ add: todos, values: { title: new.text } }`.
    case add(Located<String>, values: [Value])
    /// Removes from a list source the row's item (in a row), or every item whose Bool key
    /// `where` is true, asking `confirm` first when given:
    /// `{ remove: todos, where: done, confirm: Delete completed? }`.
    case remove(Located<String>, where: Located<String>?, confirm: TextTemplate?)
    /// Sets a Bool key of the row's item (in a row), or of every item of a list source, to
    /// `true` or `false`, or, for `toggle` (nil), the other way: `{ set: done, in: todos, to:
    /// toggle }` flips a row's flag, and sets every item's to false when all are true, else to
    /// true.
    case set(Located<String>, in: Located<String>, to: Bool?)
  }

  /// A key an `add` sets, and the reference whose value it takes.
  public struct Value: Sendable, Hashable {
    /// The key of the new item.
    public var key: Located<String>
    /// What it is set to: a view's text or a source's value.
    public var reference: Reference
  }

  /// The action's id in `actions:`; nil for an action written where it is used.
  public var id: Located<String>?
  /// What it does.
  public var kind: Kind
  /// The message an ``/Symbiosis/ActionStatus`` shows when a run succeeds (`success: Copied ✓`).
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

extension ActionDefinition {
  /// The kinds written as a name: `back: goBack`.
  static let standardKinds: [String: Kind] = [
    "goBack": .goBack, "dismiss": .dismiss, "focusNext": .focusNext,
  ]
  /// The kinds written as a mapping's key, and the other keys each takes.
  static let mappingKinds: [(kind: String, options: [String])] = [
    ("segue", ["from", "with"]), ("refresh", []), ("copy", []), ("openURL", []),
    ("action", ["with"]), ("add", ["values"]), ("remove", ["where", "confirm"]),
    ("set", ["in", "to"]),
  ]

  /// Reads an action: a standard one by name (`goBack`), or a mapping with one kind key
  /// (`{ copy: person.email, success: Copied ✓ }`); `id` is its id in `actions:`, nil for one
  /// written where a view uses it.
  public static func parse(
    _ node: SceneNode, id: Located<String>?
  ) -> (ActionDefinition?, [SceneDiagnostic]) {
    var reader = DocumentReader()
    let standard = ["goBack", "dismiss", "focusNext"]
    let kinds = mappingKinds.map(\.kind)
    if let name = node.scalarText {
      if let kind = standardKinds[name.value] {
        return (ActionDefinition(id: id, kind: kind, location: node.location), [])
      }
      reader.report(
        "expected an action — \(DocumentReader.list(standard)), or a mapping with one of "
          + "\(DocumentReader.list(kinds)) — found \(node.found)",
        at: node.location, suggestion: NameSuggestion.closest(to: name.value, in: standard + kinds))
      return (nil, reader.diagnostics)
    }
    guard
      let entries = reader.entries(
        of: node, expected: "an action, such as 'goBack' or '{ refresh: source }'"),
      let kindEntry = reader.kind(of: entries, kinds: kinds, in: "an action", near: node.location)
    else {
      if let entries = node.entries {
        let options = mappingKinds.flatMap(\.options)
        _ = reader.fields(entries, allowed: kinds + options + ["success"], in: "an action")
      }
      return (nil, reader.diagnostics)
    }
    let options = mappingKinds.first { $0.kind == kindEntry.key.value }?.options ?? []
    let what = "a '\(kindEntry.key.value)' action"
    let fields = reader.fields(entries, allowed: kinds + options + ["success"], in: what)
    let value = kindEntry.value
    func reference(_ node: SceneNode) -> Reference? {
      guard let text = reader.text(of: node, expected: "a reference such as 'person.email'") else {
        return nil
      }
      let (reference, problems) = Reference.parse(text)
      reader.add(problems)
      return reference
    }
    var kind: Kind?
    switch kindEntry.key.value {
    case "segue":
      let from = fields["from"].flatMap {
        reader.name(of: $0.value, expected: "a list source's id")
      }
      let input = fields["with"].flatMap { reference($0.value) }
      if from != nil, let written = fields["with"] {
        reader.report(
          "a segue passes the item 'from:' a list or what 'with:' refers to, not both",
          at: written.key.location)
      }
      kind = reader.text(of: value, expected: "a segue's name").map {
        .segue($0, from: from, with: input)
      }
    case "refresh":
      kind = reader.name(of: value, expected: "a source's id").map { .refresh($0) }
    case "copy":
      kind = reference(value).map { .copy($0) }
    case "openURL":
      kind = reference(value).map { .openURL($0) }
    case "add":
      kind = add(value, fields: fields, reader: &reader)
    case "remove":
      let key = fields["where"].flatMap { reader.name(of: $0.value, expected: "a Bool key") }
      var confirm: TextTemplate?
      if let written = fields["confirm"] {
        let (template, problems) = TextTemplate.parse(written.value)
        reader.add(problems)
        confirm = template
      }
      kind = reader.name(of: value, expected: "a list source's id").map {
        .remove($0, where: key, confirm: confirm)
      }
    case "set":
      let list = reader.required("in", of: fields, in: what, near: kindEntry.key.location)
        .flatMap { reader.name(of: $0.value, expected: "a list source's id") }
      let flag: Bool?? = reader.required("to", of: fields, in: what, near: kindEntry.key.location)
        .flatMap { entry in
          if entry.value.scalarText?.value == "toggle" { return .some(nil) }
          return reader.flag(of: entry.value, orWord: "toggle").map { .some($0) }
        }
      kind = reader.name(of: value, expected: "a Bool key").flatMap { key in
        list.flatMap { list in flag.map { .set(key, in: list, to: $0) } }
      }
    default:
      let input = fields["with"].flatMap { reference($0.value) }
      kind = reader.name(of: value, expected: "an action type's name").map {
        .custom(type: $0, input: input)
      }
    }
    let success = fields["success"].flatMap {
      reader.text(of: $0.value, expected: "a success message")
    }
    guard let kind, reader.diagnostics.isEmpty else { return (nil, reader.diagnostics) }
    return (ActionDefinition(id: id, kind: kind, success: success, location: node.location), [])
  }

  /// `{ add: todos, values: { title: new.text } }`: the list and the keys set.
  private static func add(
    _ value: SceneNode, fields: [String: SceneNode.Entry], reader: inout DocumentReader
  ) -> Kind? {
    let list = reader.name(of: value, expected: "a list source's id")
    var values: [Value] = []
    if let written = fields["values"],
      let entries = reader.entries(
        of: written.value, expected: "the keys to set, such as '{ title: new.text }'")
    {
      for entry in entries {
        guard
          let text = reader.text(
            of: entry.value, expected: "a reference such as 'new.text'")
        else { continue }
        let (reference, problems) = Reference.parse(text)
        reader.add(problems)
        if let key = reader.name(entry.key, expected: "a key of the new item"), let reference {
          values.append(Value(key: key, reference: reference))
        }
      }
    }
    return list.map { .add($0, values: values) }
  }
}
