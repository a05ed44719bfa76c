import HummingbirdWebSocket

/// One session's socket: each text message given to the session on the main actor in order,
/// each frame the session sends written out. When the socket closes the session is kept for a
/// socket to resume it, or ended when the socket sent what no page sends.
struct WebSocketLink: Sendable {
  let id: String
  let token: String?
  /// The last frame the page applied, as its socket's URL says (`last=N`).
  let last: Int
  let sessions: WebSessionRegistry

  /// Serves the socket until it closes; throws what closes it with a code (a message too
  /// large, text not UTF-8), for the socket to send that code.
  func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
    let (frames, sink) = AsyncStream.makeStream(of: Outgoing.self)
    // At most a bounded backlog of frames waits for a page that stopped reading.
    let outbox = WebOutbox()
    let session = await sessions.connect(
      id, token: token, last: last,
      send: { frame in if outbox.admit(frame) { sink.yield(.frame(frame)) } },
      drop: { code, reason in sink.yield(.close(code, reason)) })
    guard let session else {
      try await outbound.close(.unknown(WebServer.sessionEndedCode), reason: "session ended")
      return
    }
    // Whether the socket sent what no page sends (a message too large, not UTF-8, not text).
    var ends = false
    do {
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask {
          for await outgoing in frames {
            guard case .frame(let frame) = outgoing else {
              if case .close(let code, let reason) = outgoing {
                try await outbound.close(.init(codeNumber: Int(code)), reason: reason)
              }
              return
            }
            try await outbound.writeTextMessage(frame)
            // Caught up after falling behind: one fresh screen for the frames it did not get.
            if outbox.written(frame) { await session.refresh() }
          }
        }
        do {
          for try await message in inbound.messages(maxSize: sessions.limits.messageSize) {
            guard case .text(let text) = message else {
              ends = true
              try await outbound.close(.unacceptableData, reason: "text messages only")
              break
            }
            await sessions.receive(text, for: id)
          }
        } catch {
          ends = true
          throw error
        }
        sink.finish()
        group.cancelAll()
      }
    } catch {
      sink.finish()
      await sessions.socketClosed(id, ends: ends)
      throw error
    }
    await sessions.socketClosed(id, ends: ends)
  }
}

/// What a socket's writing task is given: a frame to write, or a close to send.
private enum Outgoing: Sendable {
  case frame(String)
  case close(UInt16, String)
}
