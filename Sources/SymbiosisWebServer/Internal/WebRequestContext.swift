import Hummingbird
import NIOCore

/// A request's context as the server's responder sees it: Hummingbird's, and the address of
/// the client that sent it (for the limit of sessions per address).
struct WebRequestContext: RequestContext {
  var coreContext: CoreRequestContextStorage
  /// The client's IP address, when the connection has one.
  let address: String?

  init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
    address = source.channel.remoteAddress?.ipAddress
  }
}
