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
/// A runner that drives an app as a test clock would (text mode) calls
/// ``skipWaitsWhenIdle()``: once every piece of work under way is a timer waiting on its
/// clock (`debounce`, `throttle`, `delay`), the timer due first fires at once, without waiting
/// out its time.
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

  /// A timer waiting, which fires early once nothing else is under way.
  private struct Wait {
    /// When it would end on its own, to fire the one due first.
    let due: ContinuousClock.Instant
    let continuation: CheckedContinuation<Void, Never>
  }

  private struct State {
    /// How much work is under way.
    var count = 0
    var lastID: UInt64 = 0
    /// Who waits for the work to settle, by the number each wait drew.
    var waiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
    /// Whether a timer waiting while nothing else is under way fires at once.
    var skipsWaits = false
    /// The timers waiting that may fire early, by the number each drew.
    var waits: [UInt64: Wait] = [:]

    mutating func nextID() -> UInt64 {
      lastID += 1
      return lastID
    }

    /// Takes the timer due first when every piece of work under way is a timer waiting.
    mutating func waitToSkip() -> CheckedContinuation<Void, Never>? {
      guard skipsWaits, count == waits.count,
        let first = waits.min(by: { ($0.value.due, $0.key) < ($1.value.due, $1.key) })
      else { return nil }
      return waits.removeValue(forKey: first.key)?.continuation
    }
  }

  private let state = Lock(State())

  /// A tracker with nothing under way.
  public init() {}

  /// Whether nothing is under way.
  public var isSettled: Bool { state.withLock { $0.count == 0 } }

  /// Whether someone waits in ``settled()``: for tests that must act only once a runner waits.
  var isAwaited: Bool { state.withLock { !$0.waiters.isEmpty } }

  /// Whether the timers counted here fire early when idle; see ``skipWaitsWhenIdle()``.
  var skipsWaits: Bool { state.withLock { $0.skipsWaits } }

  /// The data sources' saves under way (``DataSource/save(_:)``), counted whatever the scope
  /// of ``current``: what a program awaits before it exits, so that an edit made as the user
  /// quits is written. A test binds its own to count only the saves it starts.
  @TaskLocal public static var saves = PendingWork()

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

  /// Makes time that only waits pass at once: from now on, whenever every piece of work under
  /// way here is a timer waiting on its clock, the one due first fires without waiting.
  ///
  /// For a runner that drives an app from a script (text mode), where waiting out a debounce
  /// after every key only makes the script slow. The clock does not move: a timer fires early,
  /// and what it sends is what it would have sent at its time.
  public func skipWaitsWhenIdle() {
    let skipped = state.withLock { state in
      state.skipsWaits = true
      return state.waitToSkip()
    }
    skipped?.resume()
  }

  /// Registers a piece of work, under way until its token is ended or released.
  public func begin() -> Token {
    state.withLock { $0.count += 1 }
    return Token(self)
  }

  /// Returns once nothing is under way, at once if nothing is, or when the waiting task is
  /// cancelled, so that a cancelled script does not wait on work that never ends.
  public func settled() async {
    let wait = state.withLock { $0.nextID() }
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

  /// Waits until a timer counted here may fire early (see ``skipWaitsWhenIdle()``), or until
  /// the waiting task is cancelled; returns whether it was not cancelled.
  ///
  /// `due` orders the timers: the one due first fires first.
  func skippableWait(due: ContinuousClock.Instant) async -> Bool {
    let id = state.withLock { $0.nextID() }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        // Under the lock, so that a cancel either finds this wait or is seen here.
        let skipped = state.withLock { state -> CheckedContinuation<Void, Never>? in
          guard !Task.isCancelled else { return continuation }
          state.waits[id] = Wait(due: due, continuation: continuation)
          return state.waitToSkip()
        }
        skipped?.resume()
      }
    } onCancel: {
      state.withLock { $0.waits.removeValue(forKey: id) }?.continuation.resume()
    }
    return !Task.isCancelled
  }

  fileprivate func end() {
    let (waiters, skipped) = state.withLock { state in
      state.count -= 1
      guard state.count == 0 else {
        return ([CheckedContinuation<Void, Never>](), state.waitToSkip())
      }
      defer { state.waiters = [:] }
      return (Array(state.waiters.values), nil)
    }
    for waiter in waiters { waiter.resume() }
    skipped?.resume()
  }

  /// One piece of registered work: ending it, or releasing the last reference to it, ends the
  /// work once.
  public final class Token: Sendable {
    /// The tracker the work is counted in.
    let work: PendingWork
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
