import Symbiosis
import SymbiosisTesting
import Testing

/// A sequence that counts the elements pulled from it and ends by itself after `limit`, so a
/// test of an operator that fails to stop it still returns.
private struct CountedSequence: Sequence, Sendable {
  let pulled: Recorder<Void>
  var limit = 100_000

  func makeIterator() -> AnyIterator<Int> {
    var next = 0
    return AnyIterator { [pulled, limit] in
      guard next < limit else { return nil }
      pulled.record()
      next += 1
      return next
    }
  }
}

/// The `take` family stops pulling from a source that sends while it is being subscribed to
/// (`Signal.values`), as soon as it is done: nothing upstream runs for values no one will see,
/// and `take` of an endless sequence returns.
@Suite("take stops its source")
struct TakeStopsItsSourceTests {
  @Test func takeFirstRunsTheChainOnlyForTheValuesItTakes() {
    let mapped = Recorder<Void>()
    let recorder = Recorder(
      Signal.values(1...100).map { value in
        mapped.record()
        return value
      }.take(first: 2))
    #expect(recorder.events == [.value(1), .value(2), .completed])
    #expect(mapped.values.count == 2)
  }

  @Test func takeFirstOfAnEndlessSequencePullsOnlyWhatItTakes() {
    let pulled = Recorder<Void>()
    let recorder = Recorder(Signal.values(CountedSequence(pulled: pulled)).take(first: 3))
    #expect(recorder.events == [.value(1), .value(2), .value(3), .completed])
    #expect(pulled.values.count == 3)
  }

  @Test func takeWhileStopsAtTheFirstValueThatFails() {
    let pulled = Recorder<Void>()
    let recorder = Recorder(Signal.values(CountedSequence(pulled: pulled)).take { $0 < 4 })
    #expect(recorder.events == [.value(1), .value(2), .value(3), .completed])
    #expect(pulled.values.count == 4)
  }

  @Test func takeUntilStopsWhenItsTriggerFiresDuringTheSource() {
    let pulled = Recorder<Void>()
    let (trigger, stop) = Signal<Void>.pipe()
    let recorder = Recorder(
      Signal.values(CountedSequence(pulled: pulled)).map { value in
        if value == 5 { stop.send(()) }
        return value
      }.take(until: trigger))
    #expect(recorder.values == [1, 2, 3, 4])
    #expect(recorder.isCompleted)
    #expect(pulled.values.count == 5)
  }

  @Test func anOuterTakeStopsASourceBehindAnInnerOne() {
    let pulled = Recorder<Void>()
    let recorder = Recorder(
      Signal.values(CountedSequence(pulled: pulled)).take { _ in true }.take(first: 2))
    #expect(recorder.events == [.value(1), .value(2), .completed])
    #expect(pulled.values.count == 2)
  }

  @Test func takeStopsTheInnerSourcesOfAFlatMap() {
    let pulled = Recorder<Void>()
    let recorder = Recorder(
      Signal.values(CountedSequence(pulled: pulled, limit: 300)).flatMap { value in
        Signal.values(CountedSequence(pulled: pulled, limit: 300)).map { value * 1000 + $0 }
      }.take(first: 3))
    #expect(recorder.values == [1001, 1002, 1003])
    #expect(pulled.values.count == 4)
  }

  /// Only the sources `take` reads from stop: one that its observer starts while handling a
  /// value runs to its end.
  @Test func aSourceTheObserverStartsIsNotStopped() {
    let inner = Recorder<Void>()
    let outer = Signal.values(1...3).take(first: 2)
    let subscription = outer.observeValues { _ in
      Signal.values(1...5).observeValues { _ in inner.record() }
    }
    #expect(inner.values.count == 10)
    subscription.cancel()
  }

  /// Whatever the chain between them, a `take(first: n)` pulls exactly `min(n, count)` values
  /// from a source of `count`, and delivers them all.
  @Test(arguments: 0..<50)
  func takePullsExactlyWhatItTakes(seed: Int) {
    var random = SeededRandom(seed: UInt64(seed))
    let count = Int.random(in: 0...30, using: &random)
    let taken = Int.random(in: 0...40, using: &random)
    let pulled = Recorder<Void>()
    var chain = Signal.values(CountedSequence(pulled: pulled, limit: count))
    for _ in 0..<Int.random(in: 0...4, using: &random) {
      switch Int.random(in: 0...2, using: &random) {
      case 0: chain = chain.map { $0 }
      case 1: chain = chain.take { _ in true }
      default: chain = chain.take(first: Int.random(in: 40...50, using: &random))
      }
    }
    let recorder = Recorder(chain.take(first: taken))
    #expect(pulled.values.count == min(taken, count))
    #expect(recorder.values == Array(0..<min(taken, count)).map { $0 + 1 })
    #expect(recorder.isCompleted)
  }
}
