import Synchronization

/// Whether a socket has gone silent, as a connection cut without a word looks from either
/// end: the server writes nothing more to it and reads nothing more from it, yet holds it open
/// (for the browser tests of a half-open connection, through a hook only a test's environment
/// turns on). Set on the main actor, read by the socket's tasks: kept under a lock.
final class SocketSilence: Sendable {
  private let silent = Mutex(false)

  /// Whether the socket is silent.
  var isSilent: Bool { silent.withLock { $0 } }

  /// Makes the socket silent from now on.
  func silence() { silent.withLock { $0 = true } }
}
