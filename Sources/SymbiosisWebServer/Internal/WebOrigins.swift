/// The origins whose pages may open a session's WebSocket: the server's own address, its
/// `localhost` and `127.0.0.1` forms, and those the command line adds (`--origin`).
struct WebOrigins: Sendable {
  private let allowed: Set<String>
  private let hosts: Set<String>

  /// The origins of a server listening on `host` and `port`, and `extra` ones.
  init(host: String, port: Int, extra: [String]) {
    let named = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    let hosts = [named, "localhost", "127.0.0.1", "[::1]"]
    allowed = Set(hosts.map { "http://\($0):\(port)" } + extra.map(Self.normalized))
    self.hosts = Set(
      allowed.compactMap { $0.split(separator: "://", maxSplits: 1).last.map(String.init) })
  }

  /// Whether a request naming `host` (its `Host` header) is for this server: one of the
  /// allowed origins' hosts, with its port. A page asked for under another name (a DNS
  /// rebinding attack's) is refused, so no other site's script reads the first render.
  func allowsHost(_ host: String?) -> Bool {
    guard let host else { return false }
    var named = host.lowercased()
    if !named.contains("]:"), !named.hasPrefix("["), named.split(separator: ":").count == 1 {
      named += ":80"
    }
    return hosts.contains(named)
  }

  /// Whether a request whose `Origin` headers are `origins` may open a socket: it has one, and
  /// each is allowed (a browser sends one; a request with none may not).
  func allows(_ origins: [String]) -> Bool {
    !origins.isEmpty && origins.allSatisfy { allowed.contains(Self.normalized($0)) }
  }

  /// `origin` as browsers send it: lower case, no trailing slash.
  private static func normalized(_ origin: String) -> String {
    var origin = origin.lowercased()
    while origin.hasSuffix("/") { origin.removeLast() }
    return origin
  }
}
