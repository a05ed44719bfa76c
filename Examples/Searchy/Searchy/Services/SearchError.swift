import Foundation

/// Why a search or a download failed, with a message to show the user.
public enum SearchError: Error, Hashable, Sendable, LocalizedError {
  /// The service could not be reached; the text is the underlying reason.
  case network(String)
  /// The service answered with this HTTP status, not a success.
  case http(status: Int)
  /// The service did not answer in the time allowed.
  case timeout
  /// The answer is not the expected JSON; the text says where.
  case malformed(String)

  /// A sentence for the failure state; also the `localizedDescription`.
  public var errorDescription: String? {
    switch self {
    case .network(let reason): "Can't reach the music service: \(reason)"
    case .http(let status): "The music service failed (HTTP \(status)). Try again later."
    case .timeout: "The music service took too long to answer. Try again."
    case .malformed(let place): "The music service sent an unreadable answer: \(place)."
    }
  }

  /// A ``malformed(_:)`` naming the faulty part of the body, such as `results[2].trackId`.
  init(_ error: DecodingError) {
    let (path, problem): ([any CodingKey], String) =
      switch error {
      case .keyNotFound(let key, let context): (context.codingPath + [key], "is missing")
      case .valueNotFound(_, let context): (context.codingPath, "is null")
      case .typeMismatch(let type, let context): (context.codingPath, "is not of type \(type)")
      case .dataCorrupted(let context): (context.codingPath, "is invalid")
      @unknown default: ([], "")
      }
    let steps = path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
    self = .malformed(path.isEmpty ? "not JSON" : "\(steps.joined().dropFirst()) \(problem)")
  }
}
