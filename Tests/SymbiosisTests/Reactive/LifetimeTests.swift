import Dispatch
import Symbiosis
import SymbiosisTesting
import Testing

@Suite struct LifetimeTests {
  /// The first ending is kept inline and later ones in a table: an ending removed from either
  /// never runs, and every other runs once, in the order registered.
  @Test func aRemovedEndingNeverRunsAndEveryOtherRunsOnceInOrder() {
    let lifetime = Lifetime()
    let ran = Recorder<Int>()
    let inline = lifetime.observeEnded { ran.record(0) }
    let spilled = (1...3).map { index in lifetime.observeEnded { ran.record(index) } }
    inline.cancel()
    spilled[1].cancel()
    // With the inline slot free but the table in use, a new ending goes after the table's.
    lifetime.observeEnded { ran.record(4) }
    lifetime.end()
    lifetime.end()
    #expect(ran.values == [1, 3, 4])
  }

  /// An ending removed from the inline slot, with no other, leaves the slot for the next one.
  @Test func theInlineSlotIsReusedOnceFreed() {
    let lifetime = Lifetime()
    let ran = Recorder<Int>()
    lifetime.observeEnded { ran.record(0) }.cancel()
    let second = lifetime.observeEnded { ran.record(1) }
    lifetime.observeEnded { ran.record(2) }
    second.cancel()
    second.cancel()
    lifetime.end()
    #expect(ran.values == [2])
  }

  /// Whatever endings are added and removed, in any order, ending the lifetime runs exactly
  /// those never removed, once each, in the order they were added.
  @Test(arguments: 0..<200)
  func endingsRunOnceUnlessRemoved(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let lifetime = Lifetime()
    let ran = Recorder<Int>()
    var live: [(index: Int, subscription: Subscription)] = []
    var expected: Set<Int> = []
    for index in 0..<Int.random(in: 1...12, using: &random) {
      if !live.isEmpty && Bool.random(using: &random) {
        let removed = live.remove(at: Int.random(in: live.indices, using: &random))
        removed.subscription.cancel()
        expected.remove(removed.index)
      }
      live.append((index, lifetime.observeEnded { ran.record(index) }))
      expected.insert(index)
    }
    lifetime.end()
    for entry in live { entry.subscription.cancel() }
    #expect(ran.values == expected.sorted())
  }

  /// The subscription that unregisters an ending does not keep the lifetime alive, and
  /// cancelling it once the lifetime has gone does nothing.
  @Test func anEndingsSubscriptionDoesNotKeepItsLifetimeAlive() {
    let ran = Recorder<Void>()
    weak var watched: Lifetime?
    let subscription: Subscription = {
      let lifetime = Lifetime()
      watched = lifetime
      return lifetime.observeEnded { ran.record() }
    }()
    #expect(watched == nil)
    #expect(ran.values.count == 1)
    subscription.cancel()
    #expect(ran.values.count == 1)
  }

  /// An ending added once the lifetime has ended runs at once, and only then.
  @Test func anEndingAddedAfterTheEndRunsAtOnce() {
    let lifetime = Lifetime()
    lifetime.end()
    let ran = Recorder<Void>()
    lifetime.observeEnded { ran.record() }.cancel()
    lifetime.end()
    #expect(lifetime.hasEnded)
    #expect(ran.values.count == 1)
  }

  /// Endings run outside the lock: one may add or remove endings of the same lifetime.
  @Test func anEndingMayUseItsOwnLifetime() {
    let lifetime = Lifetime()
    let ran = Recorder<Void>()
    let other = lifetime.observeEnded { ran.record() }
    lifetime.observeEnded { [lifetime] in
      other.cancel()
      lifetime.observeEnded { ran.record() }
    }
    lifetime.end()
    #expect(ran.values.count == 2)
  }

  /// Adding and removing endings from many threads while the lifetime ends runs each ending
  /// at most once, and each one never removed exactly once.
  @Test func concurrentAddsRemovesAndEndRunEachEndingOnce() {
    let lifetime = Lifetime()
    let kept = Recorder<Int>()
    let ran = Recorder<Int>()
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for index in 0..<200 {
        if thread == 0 && index == 100 { lifetime.end() }
        let name = thread * 1000 + index
        let subscription = lifetime.observeEnded { ran.record(name) }
        if index.isMultiple(of: 3) {
          // Removed, unless the lifetime ended in between and ran it.
          subscription.cancel()
        } else {
          kept.record(name)
        }
      }
    }
    #expect(lifetime.hasEnded)
    #expect(Set(ran.values).count == ran.values.count)
    #expect(Set(kept.values).isSubset(of: Set(ran.values)))
  }
}
