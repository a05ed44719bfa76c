/// One scene file, read: its sections in the order and at the places they were written.
///
/// Reading only checks the file's shape; whether its names exist and its types fit is the
/// checker's job, against the app's registered ``SceneTypes``.
public struct SceneDefinition: Sendable, Hashable {
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
