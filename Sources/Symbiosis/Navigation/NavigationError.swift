/// A navigation that cannot happen; nothing changes when one is thrown.
public enum NavigationError: Error, Equatable, CustomStringConvertible {
  /// Nothing in `destination` can take the value passed; `available` lists its settable
  /// sources by name and value type.
  case noMatchingSource(
    segue: String, destination: String, passed: String, available: [String: String])
  /// Several sources in `destination` could take the value; name one with `into:`.
  case ambiguousSource(segue: String, destination: String, passed: String, candidates: [String])
  /// `destination` has no settable source called `name` that takes what was passed.
  case noSourceNamed(
    String, segue: String, destination: String, passed: String, available: [String: String])
  /// A segue was asked to pass `nil`, so there is nothing to show.
  case nothingPassed(segue: String)
  /// Back from the first scene.
  case nothingToGoBackTo
  /// Dismiss with no modal scene shown.
  case nothingToDismiss

  /// A sentence for the developer.
  public var description: String {
    switch self {
    case .noMatchingSource(let segue, let destination, let passed, let available):
      "segue '\(segue)': \(destination) has no settable source for \(passed); it has "
        + Self.list(available)
    case .ambiguousSource(let segue, let destination, let passed, let candidates):
      "segue '\(segue)': \(destination) has several sources for \(passed) ("
        + candidates.sorted().joined(separator: ", ") + "); name one with into:"
    case .noSourceNamed(let name, let segue, let destination, let passed, let available):
      "segue '\(segue)': \(destination) has no settable source '\(name)' for \(passed); it has "
        + Self.list(available)
    case .nothingPassed(let segue): "segue '\(segue)' was passed nil"
    case .nothingToGoBackTo: "there is no scene to go back to"
    case .nothingToDismiss: "no modal scene is shown"
    }
  }

  private static func list(_ sources: [String: String]) -> String {
    sources.isEmpty
      ? "none"
      : sources.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
  }
}
