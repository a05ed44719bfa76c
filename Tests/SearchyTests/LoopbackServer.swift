import FlyingFox
import Foundation

/// The requests a ``withLoopbackServer(_:_:)`` server received.
actor RequestLog {
  /// The raw targets (percent-encoded path and query), in order of arrival.
  private(set) var targets: [String] = []

  func append(_ target: String) { targets.append(target) }
}

/// Runs `body` against a real HTTP server on 127.0.0.1, at a port the system picks, that answers
/// with `respond`; the server stops when `body` ends, closing any connection still open.
@discardableResult
func withLoopbackServer<T: Sendable>(
  _ respond: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse,
  _ body: (URL, RequestLog) async throws -> T
) async throws -> T {
  let log = RequestLog()
  let handler = ClosureHTTPHandler { request in
    await log.append(request.target.rawValue)
    return try await respond(request)
  }
  // FlyingFox answers 500 to a request its handler has not answered in `timeout` seconds; an
  // hour, so that only a test's own clock decides when a request is too slow.
  let server = HTTPServer(
    address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 3600, logger: .disabled,
    handler: handler)
  let running = Task { try await server.run() }
  defer { running.cancel() }
  // FlyingFox gives up after 5 s by default, which a loaded machine (a sanitized run) can pass.
  try await server.waitUntilListening(timeout: 120)
  guard case .ip4(_, let port) = await server.listeningAddress,
    let url = URL(string: "http://127.0.0.1:\(port)")
  else { throw URLError(.badURL) }
  do {
    let result = try await body(url, log)
    await server.stop()
    return result
  } catch {
    await server.stop()
    throw error
  }
}

/// A response with `status` and a UTF-8 `body`, typed as the iTunes API types its answers.
func response(_ body: String, status: HTTPStatusCode = .ok) -> HTTPResponse {
  HTTPResponse(
    statusCode: status, headers: [.contentType: "text/javascript; charset=utf-8"],
    body: Data(body.utf8))
}
