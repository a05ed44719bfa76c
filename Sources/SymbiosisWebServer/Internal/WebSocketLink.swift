import HummingbirdWebSocket

/// One session's socket: each text message given to the session on the main actor in order,
/// each frame the session sends written out; the session ends when the socket closes.
struct WebSocketLink: Sendable {
  let id: String
  let token: String?
  let sessions: WebSessionRegistry

  /// Serves the socket until it closes; throws what closes it with a code (a message too
  /// large, text not UTF-8), for the socket to send that code.
  func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
    let (frames, sink) = AsyncStream.makeStream(of: String.self)
    let session = await sessions.connect(id, token: token) { sink.yield($0) }
    guard session != nil else {
      try await outbound.close(.policyViolation, reason: "session closed")
      return
    }
    do {
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask {
          for await frame in frames { try await outbound.writeTextMessage(frame) }
        }
        for try await message in inbound.messages(maxSize: WebServer.maximumMessageSize) {
          guard case .text(let text) = message else {
            try await outbound.close(.unacceptableData, reason: "text messages only")
            break
          }
          await sessions.receive(text, for: id)
        }
        sink.finish()
        group.cancelAll()
      }
    } catch {
      sink.finish()
      await sessions.socketClosed(id)
      throw error
    }
    await sessions.socketClosed(id)
  }
}
