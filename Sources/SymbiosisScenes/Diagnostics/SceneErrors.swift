/// Everything wrong in one or more scene files, found at once, in file order.
///
/// Its description lists one ``SceneDiagnostic`` per line, as a compiler's output does.
public struct SceneErrors: Error, Sendable, Hashable, CustomStringConvertible {
  /// The problems, sorted by location; never empty.
  public let diagnostics: [SceneDiagnostic]

  /// The problems `diagnostics` names, sorted by location.
  public init(_ diagnostics: [SceneDiagnostic]) {
    precondition(!diagnostics.isEmpty, "SceneErrors needs at least one diagnostic")
    self.diagnostics = diagnostics.sorted { $0.location < $1.location }
  }

  /// One diagnostic per line.
  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
