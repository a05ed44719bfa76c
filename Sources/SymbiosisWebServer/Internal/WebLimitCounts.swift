import Logging
import SymbiosisWeb
import Synchronization

/// How many times clients reached each limit, counted on the main actor and on the sockets'
/// tasks, read from anywhere: under a lock.
///
/// The first time a limit is reached, and at its 10th, 100th… time, it says so on the
/// server's log (standard error), for whoever runs the server to see, never once an event.
final class WebLimitCounts: Sendable {
  private let counts = Mutex<[WebLimit: Int]>([:])
  private let logger: Logger

  /// Counts that say so on `logger`: the server's own by default (swift-log's bootstrap).
  init(logger: Logger = Logger(label: "SymbiosisWebServer")) {
    self.logger = logger
  }

  /// Counts `limit` reached once more.
  func count(_ limit: WebLimit) {
    let count = counts.withLock { counts in
      counts[limit, default: 0] += 1
      return counts[limit, default: 0]
    }
    guard Self.isPowerOfTen(count) else { return }
    logger.warning(
      "A client reached the limit of \(Self.name(of: limit)): \(count) time\(count == 1 ? "" : "s") so far."
    )
  }

  /// The times each limit was reached; a limit never reached is not in it.
  var all: [WebLimit: Int] { counts.withLock { $0 } }

  private static func isPowerOfTen(_ count: Int) -> Bool {
    var power = 1
    while power < count { power *= 10 }
    return power == count
  }

  private static func name(of limit: WebLimit) -> String {
    switch limit {
    case .sessionsPerAddress: "sessions per address (--sessions-per-address)"
    case .sessionsPerCookie: "sessions per browser (--sessions-per-cookie)"
    case .eventRate: "events a second (--events-per-second)"
    case .messageSize: "a message's size (WebLimits.messageSize)"
    case .memory: "memory (--memory-limit)"
    }
  }
}
