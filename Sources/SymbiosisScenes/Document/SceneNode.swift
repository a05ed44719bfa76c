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
  /// Where the node starts.
  public var location: SourceLocation

  /// A node holding `content`, written at `location`.
  public init(_ content: Content, at location: SourceLocation) {
    self.content = content
    self.location = location
  }
}
