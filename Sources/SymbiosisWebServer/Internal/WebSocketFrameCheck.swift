import NIOCore

/// Reads a WebSocket's frame headers before NIO's frame decoder, and closes the socket on a
/// frame the client did not mask, as RFC 6455 §5.1 requires of a server (1002, protocol
/// error), or on a message larger than ``WebLimits/messageSize`` (1009), told by its headers
/// before its payload is read, whether in one frame or in pieces. Neither NIO's decoder nor
/// hummingbird-websocket checks masking, and they hold a frame whole before checking its size.
///
/// The upgrade adds it once it lets a socket through, at the end of the HTTP pipeline, so that
/// the decoder the upgrade adds comes after it and the bytes the upgrade held back are replayed
/// through it. It reads each frame's header (2 to 14 bytes, split across reads or not) and
/// skips its payload.
final class WebSocketFrameCheck: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer

  /// The largest message let through, in bytes.
  private let maximumMessageSize: UInt64
  /// Told when a message is too large, before the socket closes.
  private let tooLarge: @Sendable () -> Void
  /// The bytes of the header of the frame being read, while it is incomplete.
  private var header: [UInt8] = []
  /// The bytes of the current frame's payload still to come.
  private var payloadLeft: UInt64 = 0
  /// The payload bytes of the message being read, in the frames read so far.
  private var messageSize: UInt64 = 0
  private var isRefused = false

  private init(maximumMessageSize: Int, tooLarge: @escaping @Sendable () -> Void) {
    self.maximumMessageSize = UInt64(max(0, maximumMessageSize))
    self.tooLarge = tooLarge
  }

  /// Adds a check to `channel`'s pipeline, after what it holds now, letting through messages
  /// of at most `maximumMessageSize` bytes; `tooLarge` is told of a larger one.
  static func add(
    to channel: any Channel, maximumMessageSize: Int,
    tooLarge: @escaping @Sendable () -> Void
  ) async throws {
    try await channel.eventLoop.submit {
      try channel.pipeline.syncOperations.addHandler(
        WebSocketFrameCheck(maximumMessageSize: maximumMessageSize, tooLarge: tooLarge))
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
      guard header[1] & 0x80 != 0 else { return refuse(1002, context: context) }
      let code = header[1] & 0x7F
      let extended = code == 126 ? 2 : code == 127 ? 8 : 0
      guard header.count == 2 + extended + 4 else { continue }
      payloadLeft =
        extended == 0 ? UInt64(code) : header[2..<2 + extended].reduce(0) { $0 << 8 | UInt64($1) }
      guard measure(opcode: header[0] & 0x0F) else {
        tooLarge()
        return refuse(1009, context: context)
      }
      header.removeAll(keepingCapacity: true)
    }
    context.fireChannelRead(data)
  }

  /// Counts the payload of a frame of `opcode` into its message; false when the message is now
  /// too large. A text or binary frame starts a message, a continuation adds to it, and a
  /// control frame (8 and up) is no part of one.
  private func measure(opcode: UInt8) -> Bool {
    guard opcode < 8 else { return true }
    if opcode != 0 { messageSize = 0 }
    let (sum, overflow) = messageSize.addingReportingOverflow(payloadLeft)
    messageSize = sum
    return !overflow && sum <= maximumMessageSize
  }

  /// Sends a close frame with `code` (unmasked, as a server's frames are), then closes.
  private func refuse(_ code: UInt16, context: ChannelHandlerContext) {
    isRefused = true
    var close = context.channel.allocator.buffer(capacity: 4)
    close.writeBytes([0x88, 0x02, UInt8(code >> 8), UInt8(code & 0xFF)])
    context.writeAndFlush(NIOAny(close)).assumeIsolated().whenComplete { _ in
      context.close(promise: nil)
    }
  }
}
