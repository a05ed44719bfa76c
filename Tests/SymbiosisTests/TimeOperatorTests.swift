import Symbiosis
import SymbiosisTesting
import Testing

@Suite("Time operators")
struct TimeOperatorTests {
  @Test func debounceSendsOnlyAfterAQuietInterval() async throws {
    let clock = ControllableClock()
    let term = MutableProperty("")
    let recorder = Recorder(term.debounce(for: .milliseconds(330), clock: clock))
    #expect(recorder.values == [""])
    let work = PendingWork()  // the debounce's waits
    PendingWork.$current.withValue(work) { term.value = "a" }
    await clock.advance(by: .milliseconds(200))
    PendingWork.$current.withValue(work) { term.value = "ab" }
    await clock.advance(by: .milliseconds(200))
    #expect(recorder.values == [""])
    await clock.advance(by: .milliseconds(130))
    await work.settled()
    #expect(recorder.values == ["", "ab"])
    await clock.advance(by: .seconds(5))
    #expect(recorder.values == ["", "ab"])
  }

  @Test func debounceFlushesTheWaitingValueOnCompletion() {
    let clock = ControllableClock()
    let (signal, input) = Signal<Int>.pipe()
    let recorder = Recorder(signal.debounce(for: .seconds(1), clock: clock))
    input.send(1)
    input.complete()
    #expect(recorder.events == [.value(1), .completed])
  }

  @Test func throttleSendsTheFirstAtOnceThenTheLatestPerInterval() async throws {
    let clock = ControllableClock()
    let (signal, input) = Signal<Int>.pipe()
    let recorder = Recorder(signal.throttle(for: .seconds(1), clock: clock))
    input.send(1)
    input.send(2)
    input.send(3)
    #expect(recorder.values == [1])
    await clock.advance(by: .seconds(1))
    try await waitUntil { recorder.values.count == 2 }
    #expect(recorder.values == [1, 3])
    await clock.advance(by: .seconds(1))
    input.send(4)
    try await waitUntil { recorder.values.count == 3 }
    #expect(recorder.values == [1, 3, 4])
  }

  @Test func delayKeepsOrderAndShiftsEverything() async throws {
    let clock = ControllableClock()
    let (signal, input) = Signal<Int>.pipe()
    let recorder = Recorder(signal.delay(for: .seconds(1), clock: clock))
    let work = PendingWork()  // the delay's waits
    PendingWork.$current.withValue(work) { input.send(1) }
    await clock.advance(by: .milliseconds(500))
    PendingWork.$current.withValue(work) {
      input.send(2)
      input.complete()
    }
    #expect(recorder.values.isEmpty)
    await clock.advance(by: .milliseconds(500))
    // The wait for 2 is still under way, so the test waits for 1 alone.
    try await waitUntil { recorder.values.count == 1 }
    #expect(recorder.values == [1])
    await clock.advance(by: .milliseconds(500))
    await work.settled()
    #expect(recorder.events == [.value(1), .value(2), .completed])
  }

  @Test func cancellingADebounceDropsTheWaitingValue() async {
    let clock = ControllableClock()
    let (signal, input) = Signal<Int>.pipe()
    let recorder = Recorder(signal.debounce(for: .seconds(1), clock: clock))
    input.send(1)
    recorder.cancel()
    await clock.advance(by: .seconds(2))
    #expect(recorder.values.isEmpty)
  }
}
