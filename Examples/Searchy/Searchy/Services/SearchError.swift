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
  /// The answer, decoded, is longer than `limit` bytes, so it was not read to its end.
  case tooLarge(limit: Int)

  /// A sentence for the failure state; also the `localizedDescription`.
  public var errorDescription: String? {
    switch self {
    case .network(let reason): "Can't reach the music service: \(reason)."
    case .http(let status): "The music service failed (HTTP \(status))."
    case .timeout: "The music service took too long to answer."
    case .malformed(let place): "The music service sent an unreadable answer: \(place)."
    case .tooLarge(let limit):
      "The music service sent more than \(Self.size(limit)), the most Searchy reads."
    }
  }

  /// `bytes` for a reader: "4 MB", "1.5 MB", "64 KB", "100 bytes" (1 KB = 1,024 bytes).
  static func size(_ bytes: Int) -> String {
    let (kilobyte, megabyte) = (1 << 10, 1 << 20)
    let tenths = { (unit: Int) in
      let whole = bytes / unit
      let tenth = bytes % unit * 10 / unit
      return tenth == 0 ? "\(whole)" : "\(whole).\(tenth)"
    }
    return switch bytes {
    case megabyte...: "\(tenths(megabyte)) MB"
    case kilobyte...: "\(tenths(kilobyte)) KB"
    default: bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
  }

}
