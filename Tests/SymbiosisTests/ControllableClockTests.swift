import Symbiosis
import SymbiosisTesting
import Synchronization
import Testing

/// The test clock every time-dependent test runs on: a sleep must never miss the advance that
/// reaches its deadline, or a test hangs on a busy machine.
@Suite("The controllable clock", .timeLimit(.minutes(5)))
struct ControllableClockTests {
  /// A debounce's task may begin its sleep after the test advanced the clock exactly to its
  /// deadline; the sleep must end without another advance.
  @Test func aSleepUntilAnInstantTheClockHasReachedEndsAtOnce() async throws {
    let clock = ControllableClock()
    let deadline = clock.now.advanced(by: .milliseconds(330))
    await clock.advance(by: .milliseconds(330))
    try await clock.sleep(until: deadline)
    try await clock.sleep(until: deadline.advanced(by: .milliseconds(-1)))
    #expect(clock.sleeperCount == 0)
  }

  @Test func anAdvanceWakesTheSleepersDueByItsEndAndNoOthers() async throws {
    let clock = ControllableClock()
    let start = clock.now
    let woken = Woken()
    let sleepers = [30, 10, 20, 10].map { milliseconds in
      Task {
        try await clock.sleep(until: start.advanced(by: .milliseconds(milliseconds)))
        woken.times.withLock { $0.append(.milliseconds(milliseconds)) }
      }
    }
    try await waitUntil("every task sleeps") { clock.sleeperCount == 4 }
    await clock.advance(by: .milliseconds(9))
    #expect(clock.sleeperCount == 4)
    await clock.advance(by: .milliseconds(16))
    #expect(clock.sleeperCount == 1)
    #expect(start.duration(to: clock.now) == .milliseconds(25))
    try await waitUntil("the three due have woken") { woken.times.withLock { $0.count } == 3 }
    #expect(woken.times.withLock { $0.sorted() } == [10, 10, 20].map(Duration.milliseconds))
    await clock.advance(by: .milliseconds(5))
    for sleeper in sleepers { try await sleeper.value }
    #expect(woken.times.withLock { $0.last } == .milliseconds(30))
  }

  @Test func aCancelledSleepThrowsAndLeavesTheClock() async throws {
    let clock = ControllableClock()
    let sleeper = Task { try await clock.sleep(until: clock.now.advanced(by: .seconds(1))) }
    try await waitUntil("the task sleeps") { clock.sleeperCount == 1 }
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.sleeperCount == 0)
  }

  @Test func aSleepBegunInACancelledTaskThrowsWithoutSleeping() async throws {
    let clock = ControllableClock()
    let sleeper = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
    }
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.sleeperCount == 0)
  }

  /// A `delay` starts a task per value, which a pool kept busy by other tasks may start only
  /// after the test has advanced the clock past its deadline; the advance must still deliver
  /// every value due before it returns, in every round, however busy the pool.
  @Test func anAdvanceDeliversEveryDueValueWhileThePoolIsBusy() async {
    let load = BusyPool(tasks: 6)
    for round in 1...10 {
      let clock = ControllableClock()
      let (signal, input) = Signal<Int>.pipe()
      let recorder = Recorder(signal.delay(for: .milliseconds(10), clock: clock))
      for value in 1...20 { input.send(value) }
      await clock.advance(by: .milliseconds(100))
      #expect(recorder.values == Array(1...20), "round \(round)")
    }
    await load.stop()
  }

  /// Tasks that keep the cooperative pool busy: each spins for half a millisecond, then yields,
  /// until stopped.
  private struct BusyPool {
    private final class Flag: Sendable {
      let isSet = Atomic<Bool>(false)
    }

    private let stopped = Flag()
    private let tasks: [Task<Void, Never>]

    init(tasks count: Int) {
      let stopped = stopped
      tasks = (0..<count).map { _ in
        Task.detached {
          while !stopped.isSet.load(ordering: .relaxed) {
            let end = ContinuousClock.now.advanced(by: .microseconds(500))
            while ContinuousClock.now < end {}
            await Task.yield()
          }
        }
      }
    }

    func stop() async {
      stopped.isSet.store(true, ordering: .relaxed)
      for task in tasks { await task.value }
    }
  }

  /// The deadlines of the sleepers that woke, in the order they ran.
  private final class Woken: Sendable {
    let times = Lock([Duration]())
  }
}
