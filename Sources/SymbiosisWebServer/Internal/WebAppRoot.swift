import Symbiosis
import SymbiosisScenes
import SymbiosisWeb

/// What each page's session shows: an app's scene files from their first scene, or the first
/// scene of an app made in code.
@MainActor
enum WebAppRoot {
  /// The scenes of `library`, the first `root`.
  case scenes(SceneLibrary, root: String)
  /// A new scene from `make` for each session, styled by the app's own `stylesheet` (CSS).
  case code(@MainActor () -> Scene, stylesheet: String)

  /// A session showing `path`.
  ///
  /// - Throws: ``WebSessionError/notFound(path:)`` when no screen of the scene files has the
  ///   path, or the path is none an app made in code gives (`/`, `/screen/N`).
  func session(path: String, clock: any Clock<Duration>) async throws -> WebSession {
    switch self {
    case .scenes(let library, let root):
      return try await WebSession(library: library, root: root, path: path, clock: clock)
    case .code(let make, _):
      guard WebSession.isPath(ofAppMadeInCode: path) else {
        throw WebSessionError.notFound(path: path)
      }
      return await WebSession(root: make(), clock: clock)
    }
  }

  /// The app's stylesheet: the theme's roles, then the scene files' styles or the app's own
  /// rules.
  func stylesheet() -> String {
    switch self {
    case .scenes(let library, _): WebScenePlatform.stylesheet(for: library)
    case .code(_, let own): WebScenePlatform.stylesheet(for: []) + own
    }
  }
}
