/// A limit a client met: each one a server keeps (``WebLimits``) and counts when a client
/// reaches it, with what the client is told.
public enum WebLimit: String, Sendable, Hashable, CaseIterable {
  /// The open sessions of one client address: a page's `GET` past it answers 429.
  case sessionsPerAddress
  /// The open sessions one browser's cookie owns: a page's `GET` past it answers 429.
  case sessionsPerCookie
  /// The events a session takes a second: past its burst and queue, its socket closes with
  /// 1008 (the page reconnects later and sends again what was not acknowledged).
  case eventRate
  /// The size of one message: a larger one closes the socket with 1009 and ends its session.
  case messageSize
  /// The memory the server's heap may use: a page's `GET` past it answers 503.
  case memory

  /// What the client is told: a socket's close reason, or the words of a refused page.
  public var reason: String {
    switch self {
    case .sessionsPerAddress: "Too many pages are open from your network address."
    case .sessionsPerCookie: "Too many pages of this app are open in your browser."
    case .eventRate: "too many events"
    case .messageSize: "message too large"
    case .memory: "The server is busy."
    }
  }

  /// The code a socket closes with, for a limit a socket meets.
  public var closeCode: UInt16? {
    switch self {
    case .eventRate: 1008
    case .messageSize: 1009
    case .sessionsPerAddress, .sessionsPerCookie, .memory: nil
    }
  }

  /// The HTTP status a page's `GET` answers, for a limit a `GET` meets.
  public var status: Int? {
    switch self {
    case .sessionsPerAddress, .sessionsPerCookie: 429
    case .memory: 503
    case .eventRate, .messageSize: nil
    }
  }
}
