import Synchronization

/// State shared between an operator's closures and its tasks, behind a lock.
///
/// A `Mutex` cannot be captured by an escaping closure; this class can.
final class Locked<State>: Sendable {
  private let mutex: Mutex<State>

  init(_ state: sending State) { mutex = Mutex(state) }

  func withLock<Result>(_ body: (inout sending State) throws -> sending Result) rethrows
    -> sending Result
  {
    try mutex.withLock(body)
  }
}
