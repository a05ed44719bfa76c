import Hummingbird
import NIOCore

/// A request's context as the server's responder sees it: Hummingbird's, and the address of
/// the client that sent it (for the limit of sessions per address).
struct WebRequestContext: RequestContext {
  var coreContext: CoreRequestContextStorage
  /// The client's address as the limit of sessions per address counts it
  /// (``limitKey(of:)``), when the connection has one.
  let address: String?

  init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
    address = Self.limitKey(of: source.channel.remoteAddress)
  }

  /// The text by which the limit of sessions per address counts a client at `address`: an
  /// IPv4 address whole (also when it comes mapped into IPv6), an IPv6 address by its /64
  /// network, which one client holds whole and can take any address of at will; `nil` for a
  /// socket without an IP address.
  static func limitKey(of address: SocketAddress?) -> String? {
    guard case .v6(let v6) = address else { return address?.ipAddress }
    let bytes = withUnsafeBytes(of: v6.address.sin6_addr) { Array($0) }
    guard bytes.count == 16 else { return address?.ipAddress }
    if bytes[0..<10].allSatisfy({ $0 == 0 }) && bytes[10] == 0xff && bytes[11] == 0xff {
      return bytes[12...].map(String.init).joined(separator: ".")
    }
    let groups = stride(from: 0, to: 8, by: 2).map {
      String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16)
    }
    return groups.joined(separator: ":") + "::/64"
  }
}
