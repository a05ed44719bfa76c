import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1 channel with WebSocket upgrades, with an ``UpgradeGate`` before its
/// upgrade handler.
struct GatedUpgradeChannel: ServerChildChannel {
  typealias Value = HTTP1WebSocketUpgradeChannel.Value

  let channel: HTTP1WebSocketUpgradeChannel
  let admits: @Sendable (String?, [String], String?) -> Bool

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    self.channel.setup(channel: channel, logger: logger).flatMapThrowing { value in
      let pipeline = channel.pipeline.syncOperations
      let upgrader = try pipeline.handler(
        type: NIOTypedHTTPServerUpgradeHandler<HTTP1WebSocketUpgradeChannel.UpgradeResult>.self)
      try pipeline.addHandler(UpgradeGate(admits: admits), position: .before(upgrader))
      return value
    }
  }

  func handle(value: Value, logger: Logger) async {
    await channel.handle(value: value, logger: logger)
  }
}
