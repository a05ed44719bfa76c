import Synchronization

/// A lock around `State` whose hand-overs ThreadSanitizer sees: the project's one lock type.
///
/// On Linux a contended `Synchronization.Mutex` passes the lock from thread to thread inside the
/// kernel (a priority-inheriting futex) and the standard library's uninstrumented code, so
/// ThreadSanitizer sees no order between the two critical sections and reports every access to
/// the state as a race. This lock keeps a `Mutex` for the state's storage and for its fast
/// path, and marks each hand-over with atomics compiled into our own code, which
/// ThreadSanitizer instruments: an acquiring load of a word of its own after taking the lock,
/// a releasing store to it before letting go. Every critical section thus happens after the
/// previous one as ThreadSanitizer reads the program, contended or not.
///
/// Those two atomics are plain moves on x86-64 (`ldar`/`stlr` on ARM64): a few instructions
/// more than a `Mutex` per critical section. Unlike a pthread mutex (which needs an address that
/// never moves, so a heap block of its own) the lock stays inline in the object that holds it,
/// allocating nothing.
/// A stored `let` of a class is the place for it; for a closure to capture, box it in
/// ``Locked``.
@usableFromInline
package struct Lock<State: ~Copyable>: ~Copyable, Sendable {
  @usableFromInline let mutex: Mutex<State>
  /// Written only under the lock, so each acquiring load reads the previous holder's store.
  @usableFromInline let handOver = Atomic<UInt32>(0)

  /// A lock guarding `state`.
  @inlinable
  package init(_ state: consuming sending State) { mutex = Mutex(state) }

  /// Runs `body` on the state with the lock held.
  ///
  /// Always inlined, as `Mutex.withLock` is: a call per critical section would cost more than
  /// the lock.
  @inlinable @inline(__always)
  package borrowing func withLock<Result, Failure: Error>(
    _ body: (inout sending State) throws(Failure) -> sending Result
  ) throws(Failure) -> sending Result {
    try mutex.withLock { (state: inout sending State) throws(Failure) -> sending Result in
      _ = handOver.load(ordering: .acquiring)
      defer { handOver.store(0, ordering: .releasing) }
      return try body(&state)
    }
  }
}
