import SymbiosisWeb
import Synchronization

/// How many times clients reached each limit, counted on the main actor and on the sockets'
/// tasks, read from anywhere: under a lock.
final class WebLimitCounts: Sendable {
  private let counts = Mutex<[WebLimit: Int]>([:])

  /// Counts `limit` reached once more.
  func count(_ limit: WebLimit) { counts.withLock { $0[limit, default: 0] += 1 } }

  /// The times each limit was reached; a limit never reached is not in it.
  var all: [WebLimit: Int] { counts.withLock { $0 } }
}
