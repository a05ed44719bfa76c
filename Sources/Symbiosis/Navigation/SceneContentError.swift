/// Why a scene could not show its content; the platform shows the message where the content
/// would have been.
public enum SceneContentError: Error, Equatable, CustomStringConvertible {
  /// `scene` does not override ``Scene/content()``.
  case noContent(scene: String)
  /// `scene` made a `content` view that the platform showing it cannot show (it expects an
  /// `expected`).
  case otherPlatform(scene: String, content: String, expected: String)

  /// A sentence for the developer.
  public var description: String {
    switch self {
    case .noContent(let scene): "\(scene) has no content: override content() to make its view"
    case .otherPlatform(let scene, let content, let expected):
      "\(scene)'s content is a \(content), which is not a \(expected)"
    }
  }
}
