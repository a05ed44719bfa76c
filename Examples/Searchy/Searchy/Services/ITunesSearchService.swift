import Foundation
import Symbiosis

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Searches the real iTunes Search API, or any server that answers like it, and downloads covers.
public struct ITunesSearchService: SearchService {
  /// The most bytes an answer or a cover may have, decoded, unless `init` is told otherwise: a
  /// full answer of 200 songs is about 300 KB, a cover rarely 200 KB.
  public static let defaultMaxResponseBytes = 4 << 20

  private let baseURL: URL
  private let limit: Int
  private let maxResponseBytes: Int
  /// Runs a request against the `timeout` on the `clock` given to `init`.
  private let timed:
    @Sendable (@escaping @Sendable () async throws -> (status: Int, body: Data)) async throws -> (
      status: Int, body: Data
    )

  /// A client of the API at `baseURL` (requests go to `<baseURL>/search`) asking for `limit` songs
  /// (at most 200); a request taking longer than `timeout` on `clock` in all fails with
  /// ``SearchError/timeout``, and one whose body passes `maxResponseBytes` (counted after any
  /// gzip is undone) stops there and fails with ``SearchError/tooLarge(limit:)``.
  public init(
    baseURL: URL = URL(string: "https://itunes.apple.com")!, timeout: Duration = .seconds(10),
    limit: Int = 50, maxResponseBytes: Int = defaultMaxResponseBytes,
    clock: some Clock<Duration> = ContinuousClock()
  ) {
    (self.baseURL, self.limit, self.maxResponseBytes) = (baseURL, limit, maxResponseBytes)
    timed = { request in try await withTimeout(timeout, clock: clock, operation: request) }
  }

  /// The songs the API finds for `term`: `GET /search?term=…&media=music&entity=song&limit=…`.
  public func search(_ term: String) async throws -> SearchResults {
    let words = term.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    guard !words.isEmpty else { return [] }
    // Only unreserved characters stay literal, so "&", "+" and "=" in a term cannot break the query.
    let unreserved = CharacterSet(
      charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    let encoded = words.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    let query = "?term=\(encoded)&media=music&entity=song&limit=\(limit)"
    guard let url = URL(string: baseURL.appending(path: "search").absoluteString + query) else {
      throw SearchError.network("\(baseURL) is not a valid address")
    }
    return try Song.decodeResults(from: try await get(url))
  }

  /// The bytes at `url`, such as a song's `artworkUrl100`.
  public func artwork(_ url: URL) async throws -> [UInt8] { [UInt8](try await get(url)) }

  /// The body at `url`, within `timeout` and `maxResponseBytes`. The deadline is ours: libcurl
  /// would let a request wait for a silent server for minutes.
  private func get(_ url: URL) async throws -> Data {
    let download = BoundedDownload(url: url, limit: maxResponseBytes)
    do {
      let (status, body) = try await timed { try await download.run() }
      guard (200..<300).contains(status) else { throw SearchError.http(status: status) }
      return body
    } catch is LoadTimeout {
      throw SearchError.timeout
    } catch let error as URLError {
      throw SearchError.network(Self.reason(for: error, reaching: url))
    }
  }

  /// Why `url` could not be reached, as the end of a sentence: "127.0.0.1:8766 refused the
  /// connection". The system's own text names libcurl internals and runs long.
  static func reason(for error: URLError, reaching url: URL) -> String {
    let host = url.host() ?? url.absoluteString
    let server = url.port.map { "\(host):\($0)" } ?? host
    return switch error.code {
    case .cannotConnectToHost: "\(server) refused the connection"
    case .cannotFindHost, .dnsLookupFailed: "no server is named \(host)"
    case .notConnectedToInternet: "this computer is not connected to a network"
    case .networkConnectionLost: "the connection to \(server) was lost"
    case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
      "no secure connection could be made to \(server)"
    case .timedOut: "\(server) did not answer in time"
    default: "\(server) could not be reached (error \(error.code.rawValue))"
    }
  }
}
