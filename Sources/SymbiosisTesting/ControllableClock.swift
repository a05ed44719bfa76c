import Symbiosis
import Synchronization

/// A clock that moves only when a test advances it, so that debounces, timeouts and polls run
/// the same on any machine.
///
/// A sleep until an instant the clock has reached returns at once, whenever it begins: the
/// check and the sleep's registration happen under the lock that ``advance(to:)`` moves the
/// clock under, so a task that starts its sleep while a test advances the clock exactly to its
/// deadline can never miss the advance and sleep until the next one.
///
/// The core's timers (`debounce`, `throttle`, `delay`) tell the clock of themselves when they
/// are set, before their task starts: an advance waits until each has begun to sleep or has
/// ended, and after waking one, until it has sent what was due. So when ``advance(to:)``
/// returns, every value due by then has been delivered, however busy the machine's threads.
///
/// ```swift
/// let clock = ControllableClock()
/// let model = SearchModel(service: service, clock: clock)
/// model.term.value = "abba"
/// await clock.advance(by: .milliseconds(330))  // the debounce has fired
/// ```
public final class ControllableClock: Clock, Sendable {
  /// A point on a controllable clock: the time advanced since the clock was made.
  public struct Instant: InstantProtocol, Sendable {
    fileprivate let offset: Duration

    /// The instant `duration` after this one.
    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }

    /// The time from this instant to `other`; negative when `other` is earlier.
    public func duration(to other: Instant) -> Duration { other.offset - offset }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    let id: UInt64
    let deadline: Instant
    /// The tracked timer sleeping, if it is one.
    let timer: UInt64?
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var lastID: UInt64 = 0
    var sleepers: [Sleeper] = []
    /// The tracked timers whose tasks run: set and not yet asleep, or woken and not yet ended.
    var runningTimers: Set<UInt64> = []
    /// Advances waiting for every running timer to sleep or end.
    var advances: [CheckedContinuation<Void, Never>] = []

    mutating func nextID() -> UInt64 {
      lastID += 1
      return lastID
    }

    /// Takes the sleeper due first (the earliest to sleep among equal deadlines) if one is due
    /// by `deadline`, moving the clock to its deadline; else moves the clock to `deadline`.
    mutating func takeDue(by deadline: Instant) -> Sleeper? {
      let due = sleepers.indices.filter { sleepers[$0].deadline <= deadline }
      guard let first = due.min(by: { Self.before(sleepers[$0], sleepers[$1]) }) else {
        now = max(now, deadline)
        return nil
      }
      let sleeper = take(at: first)
      now = max(now, sleeper.deadline)
      return sleeper
    }

    /// Takes the sleeper at `index`; a timer woken runs again.
    mutating func take(at index: Int) -> Sleeper {
      let sleeper = sleepers.remove(at: index)
      if let timer = sleeper.timer { runningTimers.insert(timer) }
      return sleeper
    }

    /// Counts `timer` as no longer running; returns the advances to resume when none runs.
    mutating func stop(_ timer: UInt64) -> [CheckedContinuation<Void, Never>] {
      runningTimers.remove(timer)
      guard runningTimers.isEmpty else { return [] }
      defer { advances = [] }
      return advances
    }

    private static func before(_ a: Sleeper, _ b: Sleeper) -> Bool {
      (a.deadline, a.id) < (b.deadline, b.id)
    }
  }

  private let state = Lock(State())

  /// A clock at its start, with nothing asleep on it.
  public init() {}

  /// Where the clock is: the start, advanced by every ``advance(by:)`` and ``advance(to:)``.
  public var now: Instant { state.withLock { $0.now } }

  /// Zero: the clock moves by exactly what a test advances it by.
  public var minimumResolution: Duration { .zero }

  /// How many tasks sleep on the clock: for a test that must act only once something waits on
  /// it, or check that a timer was cancelled.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// Sleeps until the clock has been advanced to `deadline`, returning at once if it is there.
  ///
  /// - Throws: `CancellationError` when the sleeping task is cancelled first.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await sleep(until: deadline, timer: nil)
  }

  private func sleep(until deadline: Instant, timer: UInt64?) async throws {
    let id = state.withLock { $0.nextID() }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        // Under the lock, so that an advance or a cancel either finds this sleeper or is seen here.
        let (sleeps, advances) = state.withLock { state in
          guard deadline > state.now, !Task.isCancelled else {
            return (false, [CheckedContinuation<Void, Never>]())
          }
          state.sleepers.append(
            Sleeper(id: id, deadline: deadline, timer: timer, continuation: continuation))
          return (true, timer.map { state.stop($0) } ?? [])
        }
        for advance in advances { advance.resume() }
        guard !sleeps else { return }
        if Task.isCancelled {
          continuation.resume(throwing: CancellationError())
        } else {
          continuation.resume()
        }
      }
    } onCancel: {
      let sleeper = state.withLock { state in
        state.sleepers.firstIndex { $0.id == id }.map { state.take(at: $0) }
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves the clock forward by `duration`, waking each sleeper on the way in deadline order.
  public func advance(by duration: Duration) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Moves the clock to `deadline` (never back), waking each sleeper due by then in deadline
  /// order, with the clock at that sleeper's deadline as it wakes.
  ///
  /// Before each wake, and before it returns, it waits until every timer the core has set on
  /// this clock sleeps or has ended, so that a timer whose task has not started yet is not
  /// passed over, and a woken one has sent its value. Other tasks get a chance to run between
  /// wakes too, so that a woken task that sleeps again (a poll, say) is woken again within the
  /// same advance.
  public func advance(to deadline: Instant) async {
    while true {
      await Self.letOtherTasksRun()
      await timersAsleep()
      guard let sleeper = state.withLock({ $0.takeDue(by: deadline) }) else { break }
      sleeper.continuation.resume()
    }
  }

  /// Returns once no timer set on this clock runs: each sleeps on it or has ended.
  private func timersAsleep() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let waits = state.withLock { state in
        guard !state.runningTimers.isEmpty else { return false }
        state.advances.append(continuation)
        return true
      }
      if !waits { continuation.resume() }
    }
  }

  /// Yields to the tasks the last wake made ready, and to the ones they make ready in turn.
  private static func letOtherTasksRun() async {
    for _ in 0..<20 {
      await Task.detached(priority: .background) { await Task.yield() }.value
    }
  }

  fileprivate func end(_ timer: UInt64) {
    for advance in state.withLock({ $0.stop(timer) }) { advance.resume() }
  }

  fileprivate func sleep(until deadline: Instant, timer: Timer) async throws {
    try await sleep(until: deadline, timer: timer.id)
  }
}

extension ControllableClock: TimerTrackingClock {
  /// A timer about to start: the next advance waits until it sleeps on the clock or ends.
  package func startTimer() -> any TrackedTimer {
    let id = state.withLock { state in
      let id = state.nextID()
      state.runningTimers.insert(id)
      return id
    }
    return Timer(clock: self, id: id)
  }

  /// A timer set on a controllable clock; ending it, or releasing it, ends it once.
  fileprivate final class Timer: TrackedTimer {
    let clock: ControllableClock
    let id: UInt64
    private let isEnded = Atomic(false)

    init(clock: ControllableClock, id: UInt64) {
      self.clock = clock
      self.id = id
    }

    deinit { end() }

    func sleep<Deadline: InstantProtocol>(until deadline: Deadline) async throws {
      guard let deadline = deadline as? Instant else {
        preconditionFailure("A timer of a ControllableClock sleeps until one of its instants.")
      }
      try await clock.sleep(until: deadline, timer: self)
    }

    func end() {
      guard !isEnded.exchange(true, ordering: .acquiringAndReleasing) else { return }
      clock.end(id)
    }
  }
}
