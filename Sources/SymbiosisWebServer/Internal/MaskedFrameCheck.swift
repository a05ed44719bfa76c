import NIOCore

/// Closes a WebSocket whose client sends an unmasked frame, as RFC 6455 §5.1 requires of a
/// server: a close frame with 1002 (protocol error), then the connection. Neither NIO's frame
/// decoder nor hummingbird-websocket checks it (they unmask what is masked and take the rest).
///
/// It reads the socket's bytes before NIO's frame decoder: the upgrade adds it once it lets a
/// socket through, at the end of the HTTP pipeline, so that the decoder the upgrade adds comes
/// after it and the bytes the upgrade held back are replayed through it. It reads each frame's
/// header (2 to 14 bytes, split across reads or not) and skips its payload.
final class MaskedFrameCheck: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer

  /// The bytes of the header of the frame being read, while it is incomplete.
  private var header: [UInt8] = []
  /// The bytes of the current frame's payload still to come.
  private var payloadLeft: UInt64 = 0
  private var isRefused = false

  /// Adds a check to `channel`'s pipeline, after what it holds now.
  static func add(to channel: any Channel) async throws {
    try await channel.eventLoop.submit {
      try channel.pipeline.syncOperations.addHandler(MaskedFrameCheck())
    }.get()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !isRefused else { return }
    let bytes = unwrapInboundIn(data).readableBytesView
    var index = bytes.startIndex
    while index < bytes.endIndex {
      if payloadLeft > 0 {
        let skipped = min(UInt64(bytes.endIndex - index), payloadLeft)
        index += Int(skipped)
        payloadLeft -= skipped
        continue
      }
      header.append(bytes[index])
      index += 1
      guard header.count >= 2 else { continue }
      guard header[1] & 0x80 != 0 else { return refuse(context: context) }
      let code = header[1] & 0x7F
      let extended = code == 126 ? 2 : code == 127 ? 8 : 0
      guard header.count == 2 + extended + 4 else { continue }
      payloadLeft =
        extended == 0 ? UInt64(code) : header[2..<2 + extended].reduce(0) { $0 << 8 | UInt64($1) }
      header.removeAll(keepingCapacity: true)
    }
    context.fireChannelRead(data)
  }

  /// Sends a close frame with 1002 (unmasked, as a server's frames are), then closes.
  private func refuse(context: ChannelHandlerContext) {
    isRefused = true
    var close = context.channel.allocator.buffer(capacity: 4)
    close.writeBytes([0x88, 0x02, 0x03, 0xEA])
    context.writeAndFlush(NIOAny(close)).assumeIsolated().whenComplete { _ in
      context.close(promise: nil)
    }
  }
}
