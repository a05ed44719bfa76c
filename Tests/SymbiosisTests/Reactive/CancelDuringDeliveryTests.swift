import Foundation
import Symbiosis
import SymbiosisTesting
import Testing

@Suite("A cancel during delivery")
struct CancelDuringDeliveryTests {
  @Test func stopsTheValueTheObserverSentItselfJustBefore() {
    let (signal, input) = Signal<Int>.pipe()
    let seen = Recorder<Int>()
    let box = HandleBox()
    box.subscription = signal.observeValues { value in
      seen.record(value)
      if value == 1 {
        input.send(2)
        box.subscription?.cancel()
      }
    }
    input.send(1)
    #expect(seen.values == [1])
  }

  @Test func stopsAPropertysWriteMadeJustBefore() {
    let count = MutableProperty(0)
    let seen = Recorder<Int>()
    let box = HandleBox()
    box.subscription = count.observeValues { value in
      seen.record(value)
      if value == 1 {
        count.value = 2
        box.subscription?.cancel()
      }
    }
    count.value = 1
    #expect(seen.values == [0, 1])
    #expect(count.value == 2)
  }

  @Test func stopsValuesThroughMap() {
    let (signal, input) = Signal<Int>.pipe()
    let seen = Recorder<Int>()
    let box = HandleBox()
    box.subscription = signal.map { $0 * 10 }.observeValues { value in
      seen.record(value)
      if value == 10 {
        input.send(2)
        box.subscription?.cancel()
      }
    }
    input.send(1)
    #expect(seen.values == [10])
  }

  @Test func ofAnotherObserverStopsEverythingItHasNotHadYet() {
    let count = MutableProperty(0)
    let later = Recorder<Int>()
    let box = HandleBox()
    let writer = count.changes.observeValues { value in
      if value == 1 {
        count.value = 2
        box.subscription?.cancel()
      }
    }
    defer { writer.cancel() }
    box.subscription = count.changes.observeValues { later.record($0) }
    count.value = 1
    // Cancelled before 1 reached it: neither 1 nor the write made before the cancel arrives.
    #expect(later.values == [])
    #expect(count.value == 2)
  }

  @Test func ofAnObserverThatHadTheValueAlreadyStopsOnlyWhatComesAfter() {
    let count = MutableProperty(0)
    let earlier = Recorder<Int>()
    let box = HandleBox()
    box.subscription = count.changes.observeValues { earlier.record($0) }
    let writer = count.changes.observeValues { value in
      if value == 1 {
        count.value = 2
        box.subscription?.cancel()
      }
    }
    defer { writer.cancel() }
    count.value = 1
    #expect(earlier.values == [1])
  }

  @Test func onAnotherThreadStopsTheValueQueuedBehindABlockedDelivery() {
    let (signal, input) = Signal<Int>.pipe()
    let seen = Recorder<Int>()
    let entered = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let subscription = signal.observeValues { value in
      seen.record(value)
      if value == 1 {
        entered.signal()
        release.wait()
      }
    }
    let delivered = DispatchSemaphore(value: 0)
    // A thread of its own, not the shared pool's: it blocks inside the delivery of 1.
    Thread {
      input.send(1)
      delivered.signal()
    }.start()
    entered.wait()
    input.send(2)  // queued: the other thread holds the signal
    subscription.cancel()
    release.signal()
    delivered.wait()
    #expect(seen.values == [1])
  }

  @Test func keepsDeliveringToTheOthers() {
    let count = MutableProperty(0)
    let other = Recorder<Int>()
    let box = HandleBox()
    box.subscription = count.changes.observeValues { value in
      if value == 1 {
        count.value = 2
        box.subscription?.cancel()
      }
    }
    let watcher = count.changes.observeValues { other.record($0) }
    defer { watcher.cancel() }
    count.value = 1
    count.value = 3
    #expect(other.values == [1, 2, 3])
  }
}

/// Lets an observer reach its own subscription, or another's.
private final class HandleBox: @unchecked Sendable {
  // Safety: written before any value is sent, then only read by the serial observers.
  var subscription: Subscription?
}
