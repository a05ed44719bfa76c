import HummingbirdWebSocket
import NIOCore
import ServiceLifecycle

/// One session's socket: each text message given to the session on the main actor in order,
/// each frame the session sends written out. When the socket closes the session is kept for a
/// socket to resume it, or ended when the socket sent what no page sends.
///
/// A close it sends (the session's socket taken over, dropped, flooding, the server
/// stopping) waits at most `closeTimeout` for the peer's answer: a peer gone without a word
/// never answers, and its connection is cut then.
struct WebSocketLink: Sendable {
  let id: String
  let token: String?
  /// The last frame the page applied, as its socket's URL says (`last=N`).
  let last: Int
  let sessions: WebSessionRegistry
  /// The socket's connection, cut when its peer does not answer a close in time.
  let channel: any Channel
  /// How long a close sent waits for the peer's answer.
  let closeTimeout: Duration

  /// Serves the socket until it closes; throws what closes it with a code (a message too
  /// large, text not UTF-8), for the socket to send that code.
  func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
    let (frames, sink) = AsyncStream.makeStream(of: Outgoing.self)
    // At most a bounded backlog of frames waits for a page that stopped reading.
    let outbox = WebOutbox()
    let silence = SocketSilence()
    let connected = await sessions.connect(
      id, token: token, last: last,
      send: { frame in
        if !silence.isSilent, outbox.admit(frame) { sink.yield(.frame(frame)) }
      },
      drop: { code, reason in sink.yield(.close(code, reason)) }, silence: silence,
      outbox: outbox)
    guard let (_, link) = connected else {
      try await outbound.close(.unknown(WebServer.sessionEndedCode), reason: "session ended")
      return
    }
    // Whether the socket sent what no page sends (a message too large, not UTF-8, not text).
    var ends = false
    do {
      try await withGracefulShutdownHandler {
        try await withThrowingTaskGroup(of: Void.self) { group in
          group.addTask {
            for await outgoing in frames {
              guard case .frame(let frame) = outgoing else {
                if case .close(let code, let reason) = outgoing {
                  try await close(outbound, code: code, reason: reason)
                }
                return
              }
              try await outbound.writeTextMessage(frame)
              // Caught up after falling behind: one fresh screen for the frames it did not get.
              if outbox.written(frame) { await sessions.refresh(id, link: link) }
            }
          }
          do {
            for try await message in inbound.messages(maxSize: sessions.limits.messageSize) {
              guard case .text(let text) = message else {
                ends = true
                try await outbound.close(.unacceptableData, reason: "text messages only")
                break
              }
              // Silent, it reads nothing more until its connection is cut (a ping unanswered,
              // a close unanswered).
              if silence.isSilent {
                try await channel.closeFuture.get()
                break
              }
              await sessions.receive(text, for: id, link: link)
            }
          } catch {
            // A connection reset or cut is the network's doing, not the page's: its session
            // is kept as for any socket closed.
            ends = !(error is IOError || error is ChannelError)
            throw error
          }
          sink.finish()
          group.cancelAll()
        }
      } onGracefulShutdown: {
        sink.yield(.close(1001, "server stopping"))
      }
    } catch {
      sink.finish()
      await sessions.socketClosed(id, link: link, ends: ends)
      throw error
    }
    await sessions.socketClosed(id, link: link, ends: ends)
  }

  /// Sends a close with `code` and `reason`, and cuts the connection when the peer has not
  /// answered it within ``closeTimeout`` (reading stops when it answers, which cancels this).
  private func close(_ outbound: WebSocketOutboundWriter, code: UInt16, reason: String)
    async throws
  {
    try await outbound.close(.init(codeNumber: Int(code)), reason: reason)
    try? await Task.sleep(for: closeTimeout)
    guard !Task.isCancelled else { return }
    channel.close(promise: nil)
  }
}

/// What a socket's writing task is given: a frame to write, or a close to send.
private enum Outgoing: Sendable {
  case frame(String)
  case close(UInt16, String)
}
