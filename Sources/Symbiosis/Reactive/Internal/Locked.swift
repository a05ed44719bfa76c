/// State shared between an operator's closures and its tasks, behind a lock.
///
/// A ``Lock`` cannot be captured by an escaping closure; this class can.
@usableFromInline
final class Locked<State>: Sendable {
  @usableFromInline let lock: Lock<State>

  /// A lock guarding `state`, in a box closures can share.
  @inlinable
  init(_ state: sending State) { lock = Lock(state) }

  /// Runs `body` on the state with the lock held.
  @inlinable @inline(__always)
  func withLock<Result>(_ body: (inout sending State) throws -> sending Result) rethrows
    -> sending Result
  {
    try lock.withLock(body)
  }
}
