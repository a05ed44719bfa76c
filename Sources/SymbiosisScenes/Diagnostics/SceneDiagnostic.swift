/// One problem in a scene file, as a compiler reports it: where, what was found, what was
/// expected, and a near-miss name when there is one.
///
/// Its description is one line:
/// `People.scene.yaml:12:7: error: unknown source type 'PeopelSource'; did you mean 'PeopleSource'?`
public struct SceneDiagnostic: Error, Sendable, Hashable, CustomStringConvertible {
  /// Where the problem is.
  public var location: SourceLocation
  /// What is wrong: what was found and what was expected, in one sentence without a full stop.
  public var message: String
  /// A name that was probably meant, for a name that is not known.
  public var suggestion: String?

  /// A problem at `location`.
  public init(_ message: String, at location: SourceLocation, suggestion: String? = nil) {
    self.location = location
    self.message = message
    self.suggestion = suggestion
  }

  /// `file:line:column: error: message[; did you mean 'suggestion'?]`.
  public var description: String {
    let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
    return "\(location): error: \(message)\(hint)"
  }
}
