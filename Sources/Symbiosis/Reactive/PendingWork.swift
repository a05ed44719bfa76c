import Synchronization

/// Work under way that a script driving an app waits for before its next step: a debounce
/// waiting on its clock, a load, a value on its way to the main actor.
///
/// The core's timers and loads register with the tracker of the task they start in
/// (``current``, a task-local inherited by the tasks it starts), so every app gets this with no
/// code of its own: a platform's scripted runner sets a tracker around the app and awaits
/// ``settled()`` before it reads the next key.
///
/// Work started where no tracker is set registers with ``unscoped``: a program builds its root
/// view, and the view starts its first load, before the app runs and sets a tracker, and the
/// runner must wait for that load too. Only a program's runner waits for ``unscoped``, never a
/// test's, so that one test never waits for another's work. An app that waits for nothing
/// (on a terminal, say) calls ``stopCountingUnscopedWork()``, and unscoped work then costs
/// nothing more than it did.
///
/// ```swift
/// let work = PendingWork()
/// await PendingWork.$current.withValue(work) {
///   field.type("golden")
///   await work.settled()  // the debounce has fired and the search has answered
/// }
/// ```
public final class PendingWork: Sendable {
  /// The tracker that work started in this task registers with; `nil` for ``unscoped``.
  @TaskLocal public static var current: PendingWork?

  /// The tracker that work started with no ``current`` tracker registers with, until
  /// ``stopCountingUnscopedWork()``.
  public static let unscoped = PendingWork()

  private static let countsUnscoped = Atomic(true)

  /// How much work is under way, and who waits for it to settle, by the number each wait drew.
  private let state = Lock(
    (count: 0, lastWait: UInt64(0), waiters: [UInt64: CheckedContinuation<Void, Never>]()))

  /// A tracker with nothing under way.
  public init() {}

  /// Whether nothing is under way.
  public var isSettled: Bool { state.withLock { $0.count == 0 } }

  /// Whether someone waits in ``settled()``: for tests that must act only once a runner waits.
  var isAwaited: Bool { state.withLock { !$0.waiters.isEmpty } }

  /// Registers a piece of work with ``current``, else with ``unscoped``; `nil` when neither
  /// counts it.
  public static func begin() -> Token? {
    if let current { return current.begin() }
    guard countsUnscoped.load(ordering: .relaxed) else { return nil }
    return unscoped.begin()
  }

  /// Stops registering work started with no ``current`` tracker, for good: for a process
  /// in which nothing will wait for ``unscoped``.
  public static func stopCountingUnscopedWork() {
    countsUnscoped.store(false, ordering: .relaxed)
  }

  /// Registers a piece of work, under way until its token is ended or released.
  public func begin() -> Token {
    state.withLock { $0.count += 1 }
    return Token(self)
  }

  /// Returns once nothing is under way, at once if nothing is, or when the waiting task is
  /// cancelled, so that a cancelled script does not wait on work that never ends.
  public func settled() async {
    let wait = state.withLock { state in
      state.lastWait += 1
      return state.lastWait
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        // Under the lock, so that a cancel either finds this waiter or is seen here.
        let waits = state.withLock { state in
          guard state.count > 0, !Task.isCancelled else { return false }
          state.waiters[wait] = continuation
          return true
        }
        if !waits { continuation.resume() }
      }
    } onCancel: {
      state.withLock { $0.waiters.removeValue(forKey: wait) }?.resume()
    }
  }

  fileprivate func end() {
    let waiters = state.withLock { state in
      state.count -= 1
      guard state.count == 0 else { return [CheckedContinuation<Void, Never>]() }
      defer { state.waiters = [:] }
      return Array(state.waiters.values)
    }
    for waiter in waiters { waiter.resume() }
  }

  /// One piece of registered work: ending it, or releasing the last reference to it, ends the
  /// work once.
  public final class Token: Sendable {
    private let work: PendingWork
    private let isEnded = Atomic(false)

    fileprivate init(_ work: PendingWork) { self.work = work }

    deinit { end() }

    /// Ends the work; later calls do nothing.
    public func end() {
      guard !isEnded.exchange(true, ordering: .acquiringAndReleasing) else { return }
      work.end()
    }
  }
}
