/// A binding or binding set of an app's type, fed by a source, its outlets connected to views by
/// id: `- PersonBindingSet: { source: person, outlets: { height.view: yardstick } }`.
@_spi(Internals) public struct BindingDefinition: Sendable, Hashable {
  /// The binding's registered type name.
  public var type: Located<String>
  /// The id of the source feeding it.
  public var source: Located<String>
  /// Outlet name (`name`, or `member.outlet`) to view id.
  public var outlets: [(outlet: Located<String>, view: Located<String>)]

  /// A binding of `type` fed by `source`.
  public init(
    type: Located<String>, source: Located<String>,
    outlets: [(outlet: Located<String>, view: Located<String>)]
  ) {
    self.type = type
    self.source = source
    self.outlets = outlets
  }

  /// Whether `a` and `b` are written alike: the same type, source and outlets, at the same
  /// places.
  public static func == (a: BindingDefinition, b: BindingDefinition) -> Bool {
    a.type == b.type && a.source == b.source
      && a.outlets.map(\.outlet) == b.outlets.map(\.outlet)
      && a.outlets.map(\.view) == b.outlets.map(\.view)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(source)
    for (outlet, view) in outlets {
      hasher.combine(outlet)
      hasher.combine(view)
    }
  }
}

extension BindingDefinition {
  /// Reads one item of `bindings:`: `TypeName: { source: id, outlets: { outlet: viewId } }`.
  static func parse(_ node: SceneNode) -> (BindingDefinition?, [SceneDiagnostic]) {
    var reader = DocumentReader()
    let expected = "a binding such as 'PersonBindingSet: { source: person }'"
    guard let entries = reader.entries(of: node, expected: expected) else {
      return (nil, reader.diagnostics)
    }
    guard let entry = entries.first else {
      reader.report("expected \(expected), found an empty mapping", at: node.location)
      return (nil, reader.diagnostics)
    }
    for extra in entries.dropFirst() {
      reader.report(
        "a binding item names one type, found '\(entry.key.value)' and '\(extra.key.value)'; "
          + "write each binding as its own '- Type:' item",
        at: extra.key.location)
    }
    let type = reader.name(entry.key, expected: "a binding type's name")
    let what = "binding '\(entry.key.value)'"
    guard
      let body = reader.entries(
        of: entry.value, expected: "a mapping with 'source:' and optional 'outlets:'")
    else { return (nil, reader.diagnostics) }
    let fields = reader.fields(body, allowed: ["source", "outlets"], in: what)
    let source = reader.required("source", of: fields, in: what, near: entry.key.location)
      .flatMap { reader.name(of: $0.value, expected: "a source's id") }
    var outlets: [(outlet: Located<String>, view: Located<String>)] = []
    if let written = fields["outlets"],
      let pairs = reader.entries(
        of: written.value, expected: "a mapping of outlet names to view ids")
    {
      for pair in pairs {
        if let view = reader.name(of: pair.value, expected: "a view's id") {
          outlets.append((pair.key, view))
        }
      }
    }
    guard let type, let source, reader.diagnostics.isEmpty else { return (nil, reader.diagnostics) }
    return (BindingDefinition(type: type, source: source, outlets: outlets), [])
  }
}
