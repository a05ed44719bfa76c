import Symbiosis
import SymbiosisTesting
import Testing

@Suite("Re-entrancy")
struct ReentrancyTests {
  @Test func anObserverThatClampsThePropertyItObservesConverges() {
    let volume = MutableProperty(5)
    let clamp = volume.observeValues { value in
      if value > 10 { volume.value = 10 }
    }
    // The observer holds the property that holds it; only its cancel lets both go.
    defer { clamp.cancel() }
    let recorder = Recorder(volume)
    volume.value = 42
    #expect(volume.value == 10)
    #expect(recorder.values == [5, 42, 10])
  }

  @Test func aWriteDuringDeliveryReachesEveryObserverAfterTheCurrentValue() {
    let count = MutableProperty(0)
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    let writer = count.changes.observeValues { value in
      first.record(value)
      if value == 1 { count.value = 2 }
    }
    defer { writer.cancel() }
    count.changes.observeValues { second.record($0) }
    count.value = 1
    // Every observer sees 1 before anyone sees 2: the write waited for the delivery to finish.
    #expect(first.values == [1, 2])
    #expect(second.values == [1, 2])
  }

  @Test func theValueReadDuringDeliveryIsTheLatestWrite() {
    let count = MutableProperty(0)
    let readBack = Recorder<Int>()
    let writer = count.changes.observeValues { value in
      if value == 1 { count.value = 2 }
      readBack.record(count.value)
    }
    defer { writer.cancel() }
    count.value = 1
    #expect(readBack.values == [2, 2])
  }

  @Test func subscribingDuringDeliveryGetsTheCurrentValueAtOnce() {
    let count = MutableProperty(0)
    let late = Recorder<Int>()
    let subscribed = Recorder<Void>()
    let subscriber = count.changes.observeValues { _ in
      guard subscribed.values.count == 0 else { return }
      subscribed.record()
      count.observeValues { late.record($0) }
    }
    defer { subscriber.cancel() }
    count.value = 1
    count.value = 2
    #expect(late.values == [1, 2])
  }

  @Test func cancellingItselfDuringDeliveryStopsFurtherValues() {
    let (signal, input) = Signal<Int>.pipe()
    let seen = Recorder<Int>()
    let box = SubscriptionBox()
    box.subscription = signal.observeValues { value in
      seen.record(value)
      box.subscription?.cancel()
    }
    input.send(1)
    input.send(2)
    #expect(seen.values == [1])
  }

  @Test func twoPropertiesBoundBothWaysDoNotLoop() {
    let a = MutableProperty(0)
    let b = MutableProperty(0)
    a <~> b
    a.value = 3
    #expect(b.value == 3)
    b.value = 4
    #expect(a.value == 4)
  }
}

/// Lets an observer reach its own subscription.
private final class SubscriptionBox: @unchecked Sendable {
  // Safety: written once before any value is sent, then only read by the serial observer.
  var subscription: Subscription?
}

@Suite("Re-entrancy: edge cases")
struct ReentrancyEdgeTests {
  @Test func modifyMayReadThePropertyItChanges() {
    let count = MutableProperty(1)
    count.modify { $0 = count.value + 1 }
    #expect(count.value == 2)
  }

  @Test func cancellingAMergeFromItsObserverDropsWhatIsQueued() {
    let (a, inputA) = Signal<Int>.pipe()
    let (b, inputB) = Signal<Int>.pipe()
    let seen = Recorder<Int>()
    let box = MergeBox()
    box.subscription = Signal.merge(a, b).observeValues { value in
      seen.record(value)
      if value == 1 {
        inputB.send(2)  // queued behind the delivery of 1
        box.subscription?.cancel()
      }
    }
    inputA.send(1)
    inputA.send(3)
    #expect(seen.values == [1])
  }
}

/// Lets an observer reach its own subscription.
private final class MergeBox: @unchecked Sendable {
  // Safety: written once before any value is sent, then only read by the serial observer.
  var subscription: Subscription?
}

@Suite("Concurrency")
struct ConcurrencyTests {
  @Test func combineLatestEndsOnTheLatestValuesWhenBothSidesRace() async {
    for _ in 0..<200 {
      let a = MutableProperty(0)
      let b = MutableProperty(0)
      let both = combineLatest(a, b)
      await withTaskGroup(of: Void.self) { group in
        group.addTask { for value in 1...50 { a.value = value } }
        group.addTask { for value in 1...50 { b.value = value } }
      }
      #expect(both.value == (50, 50))
    }
  }
}
