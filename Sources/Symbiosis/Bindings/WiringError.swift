/// A binding, component or scene wired wrongly; thrown when it is wired, before anything runs.
public struct WiringError: Error, Equatable, CustomStringConvertible {
  /// What is wrong.
  public enum Problem: Equatable, Sendable {
    /// Outlets that were never connected, with the type each expects.
    case missingOutlets([String: String])
    /// A name that is not one of the binding's outlets, with the names that are.
    case unknownOutlet(String, available: [String])
    /// A view of the wrong type for an outlet.
    case wrongType(outlet: String, expected: String, found: String)
  }

  /// What is wrong.
  public let problem: Problem
  /// The type of the binding being wired.
  public let binding: String
  /// Where it was wired: file, line and column.
  public let location: String

  /// Describes `problem` in wiring `binding` at `location`.
  public init(_ problem: Problem, binding: String, location: String) {
    self.problem = problem
    self.binding = binding
    self.location = location
  }

  /// One sentence saying what was expected, where.
  public var description: String {
    let what =
      switch problem {
      case .missingOutlets(let missing):
        "outlet\(missing.count == 1 ? "" : "s") not connected: "
          + missing.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }.joined(
            separator: ", ")
      case .unknownOutlet(let name, let available):
        "no outlet named '\(name)'; it has \(available.sorted().joined(separator: ", "))"
      case .wrongType(let outlet, let expected, let found):
        "outlet '\(outlet)' expects \(expected), not \(found)"
      }
    return "\(location): \(binding): \(what)"
  }
}
