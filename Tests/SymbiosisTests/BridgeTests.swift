import Observation
import Symbiosis
import SymbiosisTesting
import Testing

@MainActor
@Observable
final class Profile {
  var first = "Ada"
  var last = "Lovelace"
}

@MainActor
@Suite("Bridges")
struct BridgeTests {
  @Test func anObservableObjectBecomesAProperty() async throws {
    let profile = Profile()
    let fullName = Property(tracking: { "\(profile.first) \(profile.last)" })
    let recorder = Recorder(fullName)
    #expect(fullName.value == "Ada Lovelace")
    let work = PendingWork()  // the work the test starts: its changes, runs and loads
    PendingWork.$current.withValue(work) { profile.first = "Grace" }
    PendingWork.$current.withValue(work) { profile.last = "Hopper" }
    await work.settled()
    #expect(recorder.values.count == 2)
    #expect(recorder.values == ["Ada Lovelace", "Grace Hopper"])
    PendingWork.$current.withValue(work) { profile.last = "Murray Hopper" }
    await work.settled()
    #expect(recorder.values.count == 3)
    #expect(recorder.last == "Grace Murray Hopper")
  }

  @Test func severalWritesInOneTurnGiveOneUpdate() async throws {
    let profile = Profile()
    let fullName = Property(tracking: { "\(profile.first) \(profile.last)" })
    let recorder = Recorder(fullName)
    let work = PendingWork()
    PendingWork.$current.withValue(work) {
      for index in 0..<10 { profile.first = "Name \(index)" }
    }
    await work.settled()
    #expect(recorder.values == ["Ada Lovelace", "Name 9 Lovelace"])
  }

  @Test func aPropertyIsAnAsyncSequence() async throws {
    let count = MutableProperty(0)
    let seen = Recorder<Int>()
    let updates = Task {
      for await value in count.values.take(first: 3) { seen.record(value) }
    }
    // The iteration replays the current value first, so it has begun once that arrives.
    try await waitUntil { seen.values == [0] }
    count.value = 1
    count.value = 2
    await updates.value
    #expect(seen.values == [0, 1, 2])
  }

  @Test func aSignalCompletesItsAsyncSequence() async {
    let values = await Array(Signal.values([1, 2, 3]))
    #expect(values == [1, 2, 3])
  }

  @Test func anAsyncSequenceIsASource() async throws {
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    let recorder = Recorder(Signal(stream))
    continuation.yield(1)
    continuation.yield(2)
    continuation.finish()
    try await waitUntil { recorder.isCompleted }
    #expect(recorder.events == [.value(1), .value(2), .completed])
  }

  @Test func aThrowingAsyncSequenceTurnsItsErrorIntoAValue() async throws {
    let (stream, continuation) = AsyncThrowingStream<String, any Error>.makeStream()
    let recorder = Recorder(Signal(stream, catch: { _ in "failed" }))
    continuation.yield("ok")
    continuation.finish(throwing: SearchFailed())
    try await waitUntil { recorder.isCompleted }
    #expect(recorder.values == ["ok", "failed"])
  }
}

extension Array {
  /// Collects an async sequence.
  init<Sequence: AsyncSequence>(_ sequence: Sequence) async where Sequence.Element == Element {
    self = []
    do {
      for try await element in sequence { append(element) }
    } catch {}
  }
}

@MainActor
@Suite("Bridges: lifetimes")
struct BridgeLifetimeTests {
  @Test func trackingDoesNotKeepTheObservedObjectAlive() {
    weak var weakProfile: Profile?
    do {
      let profile = Profile()
      weakProfile = profile
      let name = Property(tracking: { profile.first })
      #expect(name.value == "Ada")
    }
    #expect(weakProfile == nil)
  }

  @Test func aBoundTrackingPropertyKeepsUpdatingWithoutAVariable() async throws {
    let profile = Profile()
    let label = TestLabel()
    label.reactive.text <~ Property(tracking: { profile.first })
    let work = PendingWork()  // the update the change schedules
    PendingWork.$current.withValue(work) { profile.first = "Grace" }
    await work.settled()
    #expect(label.text == "Grace")
  }
}
