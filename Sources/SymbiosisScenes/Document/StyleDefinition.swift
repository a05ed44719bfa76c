/// A named style, kept apart from the views that use it (Akane's Gaikan):
/// `name: { base: title, foreground: cyan, underline: true }`.
///
/// `base` names a style of the platform's theme or another style of the file; the other
/// attributes are the platform's to read and check.
public struct StyleDefinition: Sendable, Hashable {
  /// The style's name, which views name with `style:`.
  public var name: Located<String>
  /// The style it starts from.
  public var base: Located<String>?
  /// Its attributes other than `base`, as written.
  public var attributes: [SceneNode.Entry]

  /// A style called `name`.
  public init(name: Located<String>, base: Located<String>? = nil, attributes: [SceneNode.Entry]) {
    self.name = name
    self.base = base
    self.attributes = attributes
  }
}

extension StyleDefinition {
  /// Reads the style `name`: `{ base: title, underline: true }`; the platform checks the other
  /// attributes.
  static func parse(name: Located<String>, _ node: SceneNode) -> (
    StyleDefinition?, [SceneDiagnostic]
  ) {
    var reader = DocumentReader()
    guard
      let entries = reader.entries(
        of: node, expected: "a style's attributes such as '{ base: title, bold: true }'")
    else { return (nil, reader.diagnostics) }
    let base = entries.first { $0.key.value == "base" }
      .flatMap { reader.name(of: $0.value, expected: "a style's name") }
    let attributes = entries.filter { $0.key.value != "base" }
    guard reader.diagnostics.isEmpty else { return (nil, reader.diagnostics) }
    return (StyleDefinition(name: name, base: base, attributes: attributes), [])
  }
}
