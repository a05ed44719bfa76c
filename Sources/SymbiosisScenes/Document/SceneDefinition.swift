/// One scene file, read: its sections in the order and at the places they were written.
///
/// Reading only checks the file's shape; whether its names exist and its types fit is the
/// checker's job, against the app's registered ``SceneTypes``.
@_spi(Internals) public struct SceneDefinition: Sendable, Hashable {
  /// The scene's name (`scene: People`), which segues name.
  public var name: Located<String>
  /// The title, a text template (`"{person.fullName}"`); nil when the file gives none.
  public var title: TextTemplate?
  /// The data sources, by id.
  public var sources: [SourceDefinition]
  /// The named actions.
  public var actions: [ActionDefinition]
  /// The bindings and binding sets, by type name.
  public var bindings: [BindingDefinition]
  /// The views, top to bottom.
  public var views: [ViewDefinition]
  /// The segues, by name.
  public var segues: [SegueDefinition]
  /// The named styles.
  public var styles: [StyleDefinition]
  /// The cells between the scene's own views (`spacing: 0`), 1 when the file gives none.
  public var spacing = 1
  /// The settable source whose value is the last segment of the scene's URL path
  /// (`route: filter` makes `/todos/active`); nil when the file gives none.
  public var route: Located<String>?
  /// The file's start.
  public var location: SourceLocation

  /// A scene with the given parts.
  public init(
    name: Located<String>, title: TextTemplate? = nil, sources: [SourceDefinition] = [],
    actions: [ActionDefinition] = [], bindings: [BindingDefinition] = [],
    views: [ViewDefinition] = [], segues: [SegueDefinition] = [], styles: [StyleDefinition] = [],
    location: SourceLocation
  ) {
    self.name = name
    self.title = title
    self.sources = sources
    self.actions = actions
    self.bindings = bindings
    self.views = views
    self.segues = segues
    self.styles = styles
    self.location = location
  }
}

extension SceneDefinition {
  /// The sections a scene file may have, in the order the format lists them.
  static let sections = [
    "scene", "title", "spacing", "route", "sources", "actions", "bindings", "views", "segues",
    "styles",
  ]

  /// The most cells a file may put between its views.
  static let maximumSpacing = 1000

  /// Reads a scene file's YAML, reporting every problem of its shape at once: unknown sections
  /// (with the closest known one), a list where a mapping was expected, a source or action with
  /// two kinds, a view with two kinds, an empty view list… Nil when the file has no scene name
  /// or is not a mapping; otherwise what could be read, even when there are problems.
  public static func parse(_ node: SceneNode) -> (SceneDefinition?, [SceneDiagnostic]) {
    var reader = DocumentReader()
    let expected = "a scene: a mapping starting with 'scene: Name'"
    guard let entries = node.entries else {
      let found = node.isNothing ? "an empty file" : node.found
      reader.report("expected \(expected), found \(found)", at: node.location)
      return (nil, reader.diagnostics)
    }
    let fields = reader.fields(entries, allowed: sections, in: "a scene file")
    let name = reader.required("scene", of: fields, in: "a scene file", near: node.location)
      .flatMap { reader.name(of: $0.value, expected: "the scene's name") }
    var title: TextTemplate?
    if let written = fields["title"] {
      let (template, problems) = TextTemplate.parse(written.value)
      title = template
      reader.add(problems)
    }
    let sources = named(
      fields["sources"], expected: "a mapping of source ids to sources", idKind: "a source id",
      reader: &reader, parse: SourceDefinition.parse)
    let actions = named(
      fields["actions"], expected: "a mapping of action ids to actions", idKind: "an action id",
      reader: &reader
    ) { id, node in ActionDefinition.parse(node, id: id) }
    var bindings: [BindingDefinition] = []
    if let written = fields["bindings"],
      let items = reader.items(
        of: written.value,
        expected: "a list of bindings such as '- PersonBindingSet: { source: person }'")
    {
      for item in items {
        let (binding, problems) = BindingDefinition.parse(item)
        reader.add(problems)
        if let binding { bindings.append(binding) }
      }
    }
    var views: [ViewDefinition] = []
    if let written = reader.required("views", of: fields, in: "a scene file", near: node.location) {
      let (read, problems) = ViewDefinition.parseList(written.value)
      views = read
      reader.add(problems)
    }
    let segues = named(
      fields["segues"], expected: "a mapping of segue names to segues", idKind: "a segue name",
      reader: &reader
    ) { name, node in SegueDefinition.parse(name: name, node) }
    let styles = named(
      fields["styles"], expected: "a mapping of style names to styles", idKind: "a style name",
      reader: &reader
    ) { name, node in StyleDefinition.parse(name: name, node) }
    let spacing = fields["spacing"].flatMap {
      reader.integer(of: $0, in: 0...maximumSpacing)
    }
    let route = fields["route"].flatMap { reader.name(of: $0.value, expected: "a source's id") }
    guard let name else { return (nil, reader.diagnostics) }
    var definition = SceneDefinition(
      name: name, title: title, sources: sources, actions: actions, bindings: bindings,
      views: views, segues: segues, styles: styles, location: node.location)
    if let spacing { definition.spacing = spacing }
    definition.route = route
    return (definition, reader.diagnostics)
  }

  /// Reads a scene file: its YAML, then its shape, all problems at once.
  ///
  /// - Parameters:
  ///   - yaml: the file's text.
  ///   - file: the file's name, which every problem names.
  /// - Throws: ``SceneErrors``: the problems of its YAML (see ``SceneNode/parse(yaml:file:)``),
  ///   or, when its YAML is good, every problem of its shape; each at its line and column.
  public static func parse(yaml: String, file: String) throws(SceneErrors) -> SceneDefinition {
    let node = try SceneNode.parse(yaml: yaml, file: file)
    let (definition, problems) = parse(node)
    if let definition, problems.isEmpty { return definition }
    throw SceneErrors(
      problems.isEmpty ? [SceneDiagnostic("expected a scene", at: node.location)] : problems)
  }

  /// Reads a section that maps names to definitions (`sources:`, `actions:`, `segues:`,
  /// `styles:`), each name checked and each definition read by `parse`.
  private static func named<Definition>(
    _ section: SceneNode.Entry?, expected: String, idKind: String, reader: inout DocumentReader,
    parse: (Located<String>, SceneNode) -> (Definition?, [SceneDiagnostic])
  ) -> [Definition] {
    guard let section, let entries = reader.entries(of: section.value, expected: expected) else {
      return []
    }
    var definitions: [Definition] = []
    for entry in entries {
      guard let id = reader.name(entry.key, expected: "\(idKind) of letters, digits and '_'") else {
        continue
      }
      let (definition, problems) = parse(id, entry.value)
      reader.add(problems)
      if let definition { definitions.append(definition) }
    }
    return definitions
  }
}
