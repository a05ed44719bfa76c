import Synchronization

/// State shared between an operator's closures and its tasks, behind a lock.
///
/// A `Mutex` cannot be captured by an escaping closure; this class can.
@usableFromInline
final class Locked<State>: Sendable {
  @usableFromInline let mutex: Mutex<State>

  @inlinable
  init(_ state: sending State) { mutex = Mutex(state) }

  @inlinable
  func withLock<Result>(_ body: (inout sending State) throws -> sending Result) rethrows
    -> sending Result
  {
    try mutex.withLock(body)
  }
}
