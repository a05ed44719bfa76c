/// The origins whose pages may open a session's WebSocket: the server's own address, its
/// `localhost` and `127.0.0.1` forms, and those the command line adds (`--origin`).
struct WebOrigins: Sendable {
  private let allowed: Set<String>

  /// The origins of a server listening on `host` and `port`, and `extra` ones.
  init(host: String, port: Int, extra: [String]) {
    let named = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    let hosts = [named, "localhost", "127.0.0.1", "[::1]"]
    allowed = Set(hosts.map { "http://\($0):\(port)" } + extra.map(Self.normalized))
  }

  /// Whether a request whose `Origin` header is `origin` may open a socket (none may not).
  func allows(_ origin: String?) -> Bool {
    guard let origin else { return false }
    return allowed.contains(Self.normalized(origin))
  }

  /// `origin` as browsers send it: lower case, no trailing slash.
  private static func normalized(_ origin: String) -> String {
    var origin = origin.lowercased()
    while origin.hasSuffix("/") { origin.removeLast() }
    return origin
  }
}
