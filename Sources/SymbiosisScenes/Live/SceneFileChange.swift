/// A scene file that changed on disk since the last look.
public struct SceneFileChange: Sendable, Hashable {
  /// The file's name in its directory (`People.scene.yaml`), as diagnostics name it.
  public var name: String
  /// The file's text now; nil when the file is gone. A file caught half-written reads as it is;
  /// the next look sees the rest.
  public var text: String?

  /// `name` now holds `text` (nil: removed).
  public init(name: String, text: String?) {
    self.name = name
    self.text = text
  }
}
