import HTTPTypes
import HummingbirdWSClient
import Logging
import NIOCore
import NIOWebSocket

/// A WebSocket to a test server's session, opened as a page of `origin` with `token` in its
/// cookie would open it.
struct TestSocket {
  let url: String
  let origin: String?
  let token: String?

  /// A socket to `session`; one resuming it names the last frame its page applied, `last`.
  init(port: Int, session: String, origin: String?, token: String?, last: Int? = nil) {
    url =
      "ws://127.0.0.1:\(port)/_symbiosis/live?session=\(session)"
      + (last.map { "&last=\($0)" } ?? "")
    self.origin = origin
    self.token = token
  }

  /// Opens the socket, runs `body` with it, and returns the close frame the server sent.
  ///
  /// - Throws: `WebSocketClientError.webSocketUpgradeFailed` when the server refuses it.
  @discardableResult
  func run(
    _ body:
      @escaping @Sendable (WebSocketInboundStream, WebSocketOutboundWriter) async throws ->
      Void
  ) async throws -> WebSocketCloseFrame? {
    var headers = HTTPFields()
    if let origin { headers[.origin] = origin }
    if let token { headers[.cookie] = "symbiosis=\(token)" }
    var logger = Logger(label: "TestSocket")
    logger.logLevel = .critical
    return try await WebSocketClient.connect(
      url: url,
      configuration: .init(maxFrameSize: 1 << 20, additionalHeaders: headers, autoPing: .disabled),
      logger: logger
    ) { inbound, outbound, _ in
      try await body(inbound, outbound)
    }
  }

  /// Opens the socket, sends `frame`, and returns the close frame the server answered it with.
  func closeFrame(after frame: WebSocketFrame) async throws -> WebSocketCloseFrame? {
    try await run { inbound, outbound in
      try await outbound.write(.custom(frame))
      do {
        for try await _ in inbound {}
      } catch {}
    }
  }
}
