import Symbiosis
import SymbiosisTesting
import Testing

/// A root stream's observers: each live one gets each value once, in subscription order, however
/// subscriptions come and go (the first is held apart from the others, which a cancel can leave
/// holes among).
@Suite struct RootObserverTests {
  /// One step of a random life of a stream.
  enum Step {
    case subscribe
    case cancel(Int)
    case send(Int)
  }

  static func steps(seed: UInt64) -> [Step] {
    var random = SeededRandom(seed: seed)
    return (0..<200).map { _ in
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<4: .subscribe
      case 4..<7: .cancel(Int.random(in: 0..<1000, using: &random))
      default: .send(Int.random(in: 0..<1000, using: &random))
      }
    }
  }

  @Test(arguments: 0..<40)
  func eachLiveObserverGetsEachValueOnceInSubscriptionOrder(seed: Int) {
    for replays in [false, true] {
      let property = MutableProperty(-1)
      let (signal, input) = Signal<Int>.pipe()
      let received = Recorder<(observer: Int, value: Int)>()
      var expected: [(observer: Int, value: Int)] = []
      var live: [(observer: Int, subscription: Subscription)] = []
      var next = 0
      for step in Self.steps(seed: UInt64(seed)) {
        switch step {
        case .subscribe:
          let observer = next
          next += 1
          let action: @Sendable (Int) -> Void = { received.record((observer, $0)) }
          let subscription =
            replays ? property.observeValues(action) : signal.observeValues(action)
          if replays { expected.append((observer, property.value)) }
          live.append((observer, subscription))
        case .cancel(let pick):
          guard !live.isEmpty else { continue }
          live.remove(at: pick % live.count).subscription.cancel()
        case .send(let value):
          if replays { property.value = value } else { input.send(value) }
          expected += live.map { ($0.observer, value) }
        }
      }
      let got = received.values
      #expect(got.map(\.observer) == expected.map(\.observer), "seed \(seed), replays \(replays)")
      #expect(got.map(\.value) == expected.map(\.value), "seed \(seed), replays \(replays)")
    }
  }

  @Test func aSignalThatCompletedWhileNobodyObservedItCompletesLaterObservers() {
    var input: Signal<Int>.Input? = Signal<Int>.Input()
    let signal = input?.signal ?? .never
    signal.observe { _ in }.cancel()
    input = nil
    let events = Recorder<Event<Int>>()
    signal.observe { events.record($0) }
    #expect(events.values.count == 1)
    if case .completed = events.values.first {} else { Issue.record("expected .completed") }
  }
}
