/// A scene file's YAML as written — scalars, lists and mappings — each node with its location.
///
/// Mappings keep their keys' order and locations, so that an error about a key points at the key
/// and a scene's views keep the order they were written in.
public struct SceneNode: Sendable, Hashable {
  /// What a node holds.
  public enum Content: Sendable, Hashable {
    /// Text as written (YAML's scalars: `Search people`, `12`, `true`).
    case scalar(String)
    /// A list.
    case sequence([SceneNode])
    /// Keys and values, in the order written.
    case mapping([Entry])
  }

  /// A key of a mapping and its value.
  public struct Entry: Sendable, Hashable {
    /// The key, with its location.
    public var key: Located<String>
    /// The value.
    public var value: SceneNode

    /// `key: value`.
    public init(key: Located<String>, value: SceneNode) {
      self.key = key
      self.value = value
    }
  }

  /// What the node holds.
  public var content: Content
  /// Where the node starts: its first character, or the opening quote of a quoted scalar.
  public var location: SourceLocation
  /// Whether the scalar was written in quotes: its text then starts one column after
  /// ``location``, and an empty one is an empty text rather than nothing.
  public var isQuoted: Bool

  /// A node holding `content`, written at `location`.
  public init(_ content: Content, at location: SourceLocation, quoted: Bool = false) {
    self.content = content
    self.location = location
    self.isQuoted = quoted
  }

  /// Reads a scene file's YAML: every node and key with its line and column.
  ///
  /// Throws the YAML parser's problem at its place when the text is not YAML, and refuses what
  /// a scene file never needs and what could make reading explode: anchors and aliases, tags
  /// other than the plain ones, a key written twice in a mapping, keys that are not names,
  /// nesting deeper than 64 levels and text longer than 1 MB.
  public static func parse(yaml: String, file: String) throws(SceneErrors) -> SceneNode {
    try YAMLReader(yaml: yaml, file: file).read()
  }
}
