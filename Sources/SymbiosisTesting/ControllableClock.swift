import Synchronization

/// A clock that moves only when a test advances it, so that debounces, timeouts and polls run
/// the same on any machine.
///
/// A sleep until an instant the clock has reached returns at once, whenever it begins: the
/// check and the sleep's registration happen under the lock that ``advance(to:)`` moves the
/// clock under, so a task that starts its sleep while a test advances the clock exactly to its
/// deadline can never miss the advance and sleep until the next one.
///
/// ```swift
/// let clock = ControllableClock()
/// let model = SearchModel(service: service, clock: clock)
/// model.term.value = "abba"
/// await clock.advance(by: .milliseconds(330))  // the debounce fires
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
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var lastID: UInt64 = 0
    var sleepers: [Sleeper] = []

    /// Takes the sleeper due first (the earliest to sleep among equal deadlines) if one is due
    /// by `deadline`, moving the clock to its deadline; else moves the clock to `deadline`.
    mutating func takeDue(by deadline: Instant) -> Sleeper? {
      let due = sleepers.indices.filter { sleepers[$0].deadline <= deadline }
      guard let first = due.min(by: { Self.before(sleepers[$0], sleepers[$1]) }) else {
        now = max(now, deadline)
        return nil
      }
      let sleeper = sleepers.remove(at: first)
      now = max(now, sleeper.deadline)
      return sleeper
    }

    private static func before(_ a: Sleeper, _ b: Sleeper) -> Bool {
      (a.deadline, a.id) < (b.deadline, b.id)
    }
  }

  private let state = Mutex(State())

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
    let id = state.withLock { state in
      state.lastID += 1
      return state.lastID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        // Under the lock, so that an advance or a cancel either finds this sleeper or is seen here.
        let sleeps = state.withLock { state in
          guard deadline > state.now, !Task.isCancelled else { return false }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return true
        }
        guard !sleeps else { return }
        if Task.isCancelled {
          continuation.resume(throwing: CancellationError())
        } else {
          continuation.resume()
        }
      }
    } onCancel: {
      let sleeper = state.withLock { state in
        state.sleepers.firstIndex { $0.id == id }.map { state.sleepers.remove(at: $0) }
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
  /// Between wakes other tasks get a chance to run, so that a woken timer that sleeps again
  /// (a poll, say) is woken again within the same advance.
  public func advance(to deadline: Instant) async {
    while true {
      await Self.letOtherTasksRun()
      guard let sleeper = state.withLock({ $0.takeDue(by: deadline) }) else { break }
      sleeper.continuation.resume()
    }
    await Self.letOtherTasksRun()
  }

  /// Yields to the tasks the last wake made ready, and to the ones they make ready in turn.
  private static func letOtherTasksRun() async {
    for _ in 0..<20 {
      await Task.detached(priority: .background) { await Task.yield() }.value
    }
  }
}
