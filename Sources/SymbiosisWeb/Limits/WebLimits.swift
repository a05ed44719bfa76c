import Foundation

/// The bounds a server keeps whatever its clients do, each counted when reached
/// (``WebLimit``).
///
/// The defaults let an honest user open tabs, reload and type as fast as they like, and keep a
/// client that floods within a bounded share of the server. `Int.max` turns a limit off.
///
/// ```swift
/// var limits = WebLimits()
/// limits.sessionsPerAddress = .max  // behind a proxy, every page comes from its address
/// let server = WebServer(library: library, root: "People", limits: limits)
/// ```
public struct WebLimits: Sendable, Hashable {
  /// The most open sessions of one client address (an IPv6 address counts by its /64
  /// network, all of which one client may use). Past it, the oldest such session that no
  /// socket serves ends to make room, else the page is refused (429).
  public var sessionsPerAddress = 256
  /// The most open sessions one browser's cookie owns (its tabs, and the pages it left that are
  /// kept to resume). Past it, the oldest such session that no socket serves ends to make room,
  /// else the page is refused (429).
  public var sessionsPerCookie = 32
  /// The events a session takes a second, on average.
  public var eventsPerSecond = 50
  /// The events a session takes at once, before ``eventsPerSecond`` holds: as many more wait,
  /// a typing flood's values merged into its last one; past that the socket closes (1008).
  public var eventBurst = 100
  /// The largest message a page may send, in bytes (64 KiB: a long paste fits).
  public var messageSize = 64 * 1024
  /// The bytes the server's heap may hold before it refuses new pages (503) and ends the
  /// sessions kept for pages that left; half the machine's memory by default.
  public var memory = Int(clamping: ProcessInfo.processInfo.physicalMemory / 2)
  /// The most sessions kept for pages whose socket closed; past it, the one disconnected
  /// longest ends.
  public var disconnectedSessions = 1000

  /// The default limits.
  public init() {}
}
