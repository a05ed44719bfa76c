/// A scene file that changed on disk since the last look.
public struct SceneFileChange: Sendable, Hashable {
  /// The file's name in its directory (`People.scene.yaml`), as diagnostics name it.
  public var name: String
  /// The file's text now; nil when the file is gone or cannot be read. A file caught
  /// half-written reads as it is; the next look sees the rest.
  public var text: String?
  /// Why the file cannot be read (not UTF-8 text, no permission), when it cannot.
  public var problem: SceneDiagnostic?

  /// `name` now holds `text`, or cannot be read for `problem`; neither: it was removed.
  public init(name: String, text: String?, problem: SceneDiagnostic? = nil) {
    self.name = name
    self.text = text
    self.problem = problem
  }

  /// Whether the file is gone.
  public var isRemoval: Bool { text == nil && problem == nil }
}
