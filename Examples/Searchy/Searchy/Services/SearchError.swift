import Foundation

/// Why a search or a download failed, with a message to show the user.
public enum SearchError: Error, Hashable, Sendable, LocalizedError {
  /// The service could not be reached; the text is why, as the end of a sentence.
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
    case .network(let reason): "Can't reach the music service: \(reason)."
    case .http(let status): "The music service failed (HTTP \(status))."
    case .timeout: "The music service took too long to answer."
    case .malformed(let place): "The music service sent an unreadable answer: \(place)."
    }
  }

}
