import Foundation
import Symbiosis
import SymbiosisTesting
import Testing

@Suite("Pending work", .timeLimit(.minutes(5)))
struct PendingWorkTests {
  @Test func aDebounceIsPendingUntilItsClockFiresAndItsValueIsSent() async {
    let clock = ControllableClock()
    let work = PendingWork()
    let term = MutableProperty("")
    let recorder = Recorder(term.debounce(for: .milliseconds(330), clock: clock))
    PendingWork.$current.withValue(work) { term.value = "a" }
    #expect(!work.isSettled)
    await clock.advance(by: .milliseconds(200))
    PendingWork.$current.withValue(work) { term.value = "ab" }
    await clock.advance(by: .milliseconds(329))
    #expect(!work.isSettled)
    await clock.advance(by: .milliseconds(1))
    await work.settled()
    #expect(recorder.values == ["", "ab"])
  }

  /// A tracker that skips waits fires a timer on a clock that never moves, but only once
  /// nothing else is under way, and the earlier deadline first.
  @Test func aTrackerThatSkipsWaitsFiresTheTimerDueFirstOnceIdle() async throws {
    let clock = ControllableClock()
    let work = PendingWork()
    work.skipWaitsWhenIdle()
    let (signal, input) = Signal<String>.pipe()
    let fired = Recorder(
      Signal.merge(
        signal.debounce(for: .seconds(20), clock: clock).map { "debounce \($0)" },
        signal.delay(for: .seconds(10), clock: clock).map { "delay \($0)" }))
    let busy = work.begin()
    PendingWork.$current.withValue(work) { input.send("a") }
    try await waitUntil("both timers sleep") { clock.sleeperCount == 2 }
    #expect(fired.values.isEmpty)
    busy.end()
    await work.settled()
    #expect(fired.values == ["delay a", "debounce a"])
    #expect(clock.now == ControllableClock().now)
  }

  @Test func aCancelledWaitEndsThoughTheWorkGoesOn() async throws {
    let work = PendingWork()
    let token = work.begin()
    let waited = MutableProperty(false)
    let waiter = Task {
      await work.settled()
      waited.value = true
    }
    waiter.cancel()
    try await waitUntil { waited.value }
    #expect(!work.isSettled)
    token.end()
  }

  @Test func aDebounceNoLongerObservedIsNotPending() async {
    let clock = ControllableClock()
    let work = PendingWork()
    let term = MutableProperty("")
    let subscription = term.debounce(for: .seconds(1), clock: clock).observe { _ in }
    PendingWork.$current.withValue(work) { term.value = "a" }
    #expect(!work.isSettled)
    subscription.cancel()
    await work.settled()
  }

  @Test func aLoadIsPendingUntilItsOutcomeIsHeld() async {
    let work = PendingWork()
    let (gate, open) = AsyncStream<Void>.makeStream()
    let results = PendingWork.$current.withValue(work) {
      Property<LoadState<[Int]>>(loading: {
        for await _ in gate {}
        return [1, 2]
      })
    }
    #expect(!work.isSettled)
    open.finish()
    await work.settled()
    #expect(results.value.value == [1, 2])
  }

  /// A value sent from another thread to a main-actor binding is pending until it is handed
  /// over. The main actor sends it (from a thread of its own) and looks before it can hand it
  /// over, so the hand-over cannot happen early; it is held for microseconds only.
  @Test func aValueOnItsWayToTheMainActorIsPendingUntilHandedOver() async {
    let work = PendingWork()
    let shown = Recorder<Int>()
    let (signal, input) = Signal<Int>.pipe()
    let binding = await MainActor.run {
      let receive = { @MainActor (value: Int) in shown.record(value) }
      return receive <~ signal
    }
    let (pending, shownMeanwhile) = await MainActor.run {
      let sent = DispatchSemaphore(value: 0)
      let sender = Thread {
        PendingWork.$current.withValue(work) { input.send(1) }
        sent.signal()
      }
      sender.start()
      sent.wait()
      return (!work.isSettled, shown.values)
    }
    #expect(pending)
    #expect(shownMeanwhile.isEmpty)
    await work.settled()
    #expect(shown.values == [1])
    binding.cancel()
  }

  /// Outside any tracker work counts as unscoped, which only a program's runner waits for.
  @Test func workStartedWithNoTrackerCountsAsUnscopedNotInAnotherTracker() {
    let clock = ControllableClock()
    let work = PendingWork()
    let term = MutableProperty("")
    let recorder = Recorder(term.debounce(for: .seconds(1), clock: clock))
    term.value = "a"
    #expect(work.isSettled)
    let token = PendingWork.begin()
    #expect(token != nil)
    #expect(!PendingWork.unscoped.isSettled)
    token?.end()
    withExtendedLifetime(recorder) {}
  }

  @Test func settledWhenEveryTokenHasEndedWhateverTheOrderOrRepeats() {
    var random = SeededRandom(seed: 18)
    for _ in 0..<200 {
      let work = PendingWork()
      var open: [PendingWork.Token] = []
      for _ in 0..<Int.random(in: 1...12, using: &random) {
        if open.isEmpty || Bool.random(using: &random) {
          open.append(work.begin())
        } else {
          let token = open.remove(at: Int.random(in: open.indices, using: &random))
          token.end()
          token.end()  // a second end changes nothing
        }
        #expect(work.isSettled == open.isEmpty)
      }
      open.removeAll()  // releasing a token ends it
      #expect(work.isSettled)
    }
  }
}
