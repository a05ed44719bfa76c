/// Where and why decoded data does not fit its type, in words a user can act on.
///
/// A `DecodingError`'s own message names neither the place nor the reason; this one reads
/// `results[2].trackId is missing`, so a service's or a file's bad input gets a clear error.
public struct DecodingFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path to the faulty value, such as `results[2].trackId`; empty for the data as a whole.
  public let path: String
  /// What is wrong there, such as "is missing" or "is not of type Int".
  public let problem: String

  /// The place and the reason of `error`.
  public init(_ error: DecodingError) {
    let (keys, problem): ([any CodingKey], String) =
      switch error {
      case .keyNotFound(let key, let context): (context.codingPath + [key], "is missing")
      case .valueNotFound(_, let context): (context.codingPath, "is null")
      case .typeMismatch(let type, let context): (context.codingPath, "is not of type \(type)")
      case .dataCorrupted(let context): (context.codingPath, "is not well-formed")
      @unknown default: ([], "cannot be decoded")
      }
    let steps = keys.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
    self.path = String(steps.joined().drop { $0 == "." })
    self.problem = problem
  }

  /// The place then the reason, such as `results[2].trackId is missing`, or `the data is not
  /// well-formed` when the data as a whole is wrong.
  public var description: String { "\(path.isEmpty ? "the data" : path) \(problem)" }
}
