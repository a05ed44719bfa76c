import Symbiosis
import SymbiosisTesting
import Testing

/// `throttle` sends at most one value per interval, completion included: a value still waiting
/// when the source completes is sent when its window ends, and only then does the stream
/// complete.
@Suite("throttle at completion")
struct ThrottleTests {
  @Test func aValueWaitingAtCompletionIsSentWhenItsWindowEnds() async throws {
    let clock = ControllableClock()
    let start = clock.now
    let (signal, input) = Signal<Int>.pipe()
    let sent = Recorder<(value: Int, at: Duration)>()
    let recorder = Recorder(
      signal.throttle(for: .seconds(1), clock: clock).map { value in
        sent.record((value, start.duration(to: clock.now)))
        return value
      })
    input.send(1)
    input.send(2)
    input.complete()
    #expect(recorder.events == [.value(1)])
    await clock.advance(by: .milliseconds(500))
    #expect(recorder.events == [.value(1)])
    await clock.advance(by: .milliseconds(500))
    try await waitUntil("the waiting value and the completion") { recorder.isCompleted }
    #expect(recorder.events == [.value(1), .value(2), .completed])
    #expect(sent.values.map(\.at) == [.zero, .seconds(1)])
  }

  @Test func completionWithNothingWaitingCompletesAtOnce() {
    let clock = ControllableClock()
    let (signal, input) = Signal<Int>.pipe()
    let recorder = Recorder(signal.throttle(for: .seconds(1), clock: clock))
    input.send(1)
    input.complete()
    #expect(recorder.events == [.value(1), .completed])
  }

  @Test func cancellingWhileACompletionWaitsSendsNothingMore() async throws {
    let clock = ControllableClock()
    let (signal, input) = Signal<Int>.pipe()
    let work = PendingWork()
    let recorder = Recorder(signal.throttle(for: .seconds(1), clock: clock))
    PendingWork.$current.withValue(work) {
      input.send(1)
      input.send(2)
      input.complete()
    }
    recorder.cancel()
    await clock.advance(by: .seconds(2))
    await work.settled()
    #expect(recorder.events == [.value(1)])
  }
}
