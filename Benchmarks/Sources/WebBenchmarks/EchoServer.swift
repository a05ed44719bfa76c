import Hummingbird
import HummingbirdWebSocket
import Logging

/// A bare Hummingbird WebSocket server on loopback that sends every text message back: the
/// floor an event's round trip through a session is compared with.
struct EchoServer {
  let port: Int
  private let task: Task<Void, any Error>

  /// Starts the server on a free port of 127.0.0.1.
  static func start() async throws -> EchoServer {
    let router = Router(context: BasicWebSocketRequestContext.self)
    router.ws("/echo") { inbound, outbound, _ in
      for try await message in inbound.messages(maxSize: 1 << 20) {
        if case .text(let text) = message { try await outbound.write(.text(text)) }
      }
    }
    var logger = Logger(label: "EchoServer")
    logger.logLevel = .critical
    let (ports, ready) = AsyncStream.makeStream(of: Int.self)
    let app = Application(
      router: router, server: .http1WebSocketUpgrade(webSocketRouter: router),
      configuration: .init(address: .hostname("127.0.0.1", port: 0)),
      onServerRunning: { channel in ready.yield(channel.localAddress?.port ?? 0) },
      logger: logger)
    let task = Task {
      defer { ready.finish() }
      try await app.runService(gracefulShutdownSignals: [])
    }
    var iterator = ports.makeAsyncIterator()
    guard let port = await iterator.next() else {
      try await task.value
      throw BenchmarkError("the echo server stopped before it listened")
    }
    return EchoServer(port: port, task: task)
  }

  /// Stops the server.
  func stop() async {
    task.cancel()
    _ = await task.result
  }
}
