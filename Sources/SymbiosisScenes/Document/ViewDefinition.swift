/// A view in a scene file: its kind, its id, its properties as written, and the views inside it.
///
/// `- field: { id: search, placeholder: Search people }` is a `field` with id `search` and one
/// property. A scalar instead of a mapping sets the kind's main property
/// (`- label: Age`). Properties stay as written; the checker reads each by what the view kind
/// says it is (text, a number, an action, a view…).
public struct ViewDefinition: Sendable, Hashable {
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
