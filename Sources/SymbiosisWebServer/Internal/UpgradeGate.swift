import Foundation
import NIOCore
import NIOHTTP1

/// Turns a refused WebSocket upgrade into a plain request, so that the server answers it 403
/// rather than Hummingbird's bare 400: it sits before NIO's upgrade handler, and takes the
/// `Upgrade` headers off an upgrade of `/_symbiosis/live` that `admits` refuses.
///
/// `admits` runs on the connection's event loop, so it reads state kept under a lock (the
/// origins, and each session's owner while it waits for its socket); the upgrade's own check,
/// on the main actor, still decides. It leaves the pipeline once it lets an upgrade through.
final class UpgradeGate: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart

  private let admits: @Sendable (_ session: String?, _ origins: [String], _ token: String?) -> Bool

  init(admits: @escaping @Sendable (String?, [String], String?) -> Bool) {
    self.admits = admits
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard case .head(var head) = unwrapInboundIn(data),
      head.headers["upgrade"].contains(where: { $0.lowercased() == "websocket" }),
      let components = URLComponents(string: head.uri), components.path == "/_symbiosis/live"
    else {
      context.fireChannelRead(data)
      return
    }
    let session = components.queryItems?.first { $0.name == "session" }?.value
    let token = WebCookie.token(in: head.headers["cookie"])
    guard admits(session, head.headers["origin"], token) else {
      head.headers.remove(name: "upgrade")
      head.headers.replaceOrAdd(name: "connection", value: "close")
      context.fireChannelRead(wrapInboundOut(.head(head)))
      return
    }
    // The socket's frames that follow are not HTTP: the gate leaves the pipeline.
    context.fireChannelRead(data)
    context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
  }
}
