/// Why ``SceneApp/open(path:waitingAtMost:clock:)`` cannot show what a URL path names: its message
/// names what was not found, for a server's 404 page.
public enum ScenePathError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The path's first segment is not the first scene's name (`/people`).
  case unknownRoot(String, expected: String)
  /// No segue of scene `from` shows a scene called `segment`.
  case unknownScene(String, from: String, expected: [String])
  /// The path ends where the id of the item a segue to `scene` passes should be.
  case missingItem(scene: String, list: String)
  /// List `list` of scene `from` holds no item with the id `id`, or did not load it in time.
  case unknownItem(String, scene: String, list: String)
  /// No value of the route of `scene` reads `segment`.
  case unknownRouteValue(String, scene: String, expected: [String])
  /// The navigator shows no scene made from a file, where the path starts.
  case noSceneFile

  /// What was not found, and what the path could have said instead.
  public var description: String {
    func among(_ names: [String]) -> String {
      names.isEmpty ? "" : "; expected one of: \(names.map { "'\($0)'" }.joined(separator: ", "))"
    }
    switch self {
    case .unknownRoot(let segment, let expected):
      return "no scene '\(segment)' starts a path; expected '\(expected.lowercased())'"
    case .unknownScene(let segment, let from, let expected):
      return "no scene '\(segment)' opens from scene '\(from)'"
        + among(expected.map { $0.lowercased() })
    case .missingItem(let scene, let list):
      return "the path names scene '\(scene)' but not which item of '\(list)' it shows"
    case .unknownItem(let id, let scene, let list):
      return "no item with id '\(id)' in '\(list)' for scene '\(scene)'"
    case .unknownRouteValue(let segment, let scene, let expected):
      return "scene '\(scene)' has no '\(segment)'"
        + among(expected.map { $0.lowercased() })
    case .noSceneFile:
      return "the first scene is not made from a scene file, so no path names it"
    }
  }
}
