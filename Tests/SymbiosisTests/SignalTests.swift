import Symbiosis
import SymbiosisTesting
import Testing

@Suite("Signal")
struct SignalTests {
  @Test func deliversOnlyWhatHappensAfterObserving() {
    let (signal, input) = Signal<Int>.pipe()
    input.send(1)
    let recorder = Recorder(signal)
    input.send(2)
    input.send(3)
    #expect(recorder.values == [2, 3])
  }

  @Test func deliversToObserversInSubscriptionOrder() {
    let (signal, input) = Signal<Int>.pipe()
    let order = Recorder<String>()
    signal.observeValues { _ in order.record("first") }
    signal.observeValues { _ in order.record("second") }
    input.send(1)
    #expect(order.values == ["first", "second"])
  }

  @Test func completionEndsTheStreamAndLaterSendsAreDropped() {
    let (signal, input) = Signal<Int>.pipe()
    let recorder = Recorder(signal)
    input.send(1)
    input.complete()
    input.send(2)
    #expect(recorder.events == [.value(1), .completed])
    let late = Recorder(signal)
    #expect(late.events == [.completed])
  }

  @Test func droppingTheInputCompletesTheSignal() {
    var input: Signal<Int>.Input? = Signal<Int>.Input()
    let recorder = Recorder(input!.signal)
    input = nil
    #expect(recorder.isCompleted)
  }

  @Test func cancelledObserversGetNothingMore() {
    let (signal, input) = Signal<Int>.pipe()
    let kept = Recorder(signal)
    let cancelled = Recorder(signal)
    input.send(1)
    cancelled.cancel()
    input.send(2)
    #expect(kept.values == [1, 2])
    #expect(cancelled.values == [1])
  }

  @Test func cancellingManySubscriptionsInAnyOrderKeepsTheRest() {
    let (signal, input) = Signal<Int>.pipe()
    let hits = Recorder<Void>()
    let subscriptions = (0..<1_000).map { _ in signal.observeValues { _ in hits.record() } }
    for index in stride(from: 0, to: 1_000, by: 2) { subscriptions[index].cancel() }
    input.send(1)
    #expect(hits.values.count == 500)
    for subscription in subscriptions { subscription.cancel() }
    input.send(2)
    #expect(hits.values.count == 500)
  }

  @Test func fixedValuesReplayPerObserver() {
    let signal = Signal.values([1, 2, 3])
    #expect(Recorder(signal).events == [.value(1), .value(2), .value(3), .completed])
    #expect(Recorder(signal).values == [1, 2, 3])
  }

  @Test func sendsFromManyThreadsAreDeliveredOneAtATime() async {
    let (signal, input) = Signal<Int>.pipe()
    let inside = Lock(0)
    let overlaps = Recorder<Void>()
    let total = Recorder<Void>()
    signal.observeValues { _ in
      if inside.withLock({
        $0 += 1
        return $0
      }) > 1 {
        overlaps.record()
      }
      total.record()
      inside.withLock { $0 -= 1 }
    }
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask { for value in 0..<2_000 { input.send(task * 10_000 + value) } }
      }
    }
    #expect(total.values.count == 16_000)
    #expect(overlaps.values.count == 0)
  }
}
