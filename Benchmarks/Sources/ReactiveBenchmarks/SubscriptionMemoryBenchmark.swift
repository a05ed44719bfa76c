import BenchmarkHarness
import OpenCombine
import Symbiosis

/// Row 6: heap bytes per live subscription, with 200,000 of them on one source.
///
/// The arrays holding the handles are reserved before the baseline is read, so only what a
/// subscription costs inside the library is counted. The floor is the observers alone: the
/// same closures appended to a growing array, as a source's observer list would hold them.
enum SubscriptionMemoryBenchmark {
  static let count = 200_000

  static func run() -> Row {
    Row(
      name: "6. memory per live subscription (200k)", unit: "B",
      symbiosis: symbiosis(), openCombine: openCombine(), floor: floor(), budget: 200)
  }

  private static func symbiosis() -> Double {
    let sink = Sink()
    let property = MutableProperty(0)
    var subscriptions: [Symbiosis.Subscription] = []
    subscriptions.reserveCapacity(count)
    let bytes = MemoryMeter.bytesPerItem(count: count) {
      for _ in 0..<count { subscriptions.append(property.observeValues { sink.total &+= $0 }) }
    }
    sink.expect(gain: count, "Symbiosis subscriptions") { property.value = 1 }
    withExtendedLifetime(subscriptions) {}
    return bytes
  }

  private static func openCombine() -> Double {
    let sink = Sink()
    let subject = CurrentValueSubject<Int, Never>(0)
    var cancellables: [AnyCancellable] = []
    cancellables.reserveCapacity(count)
    let bytes = MemoryMeter.bytesPerItem(count: count) {
      for _ in 0..<count { cancellables.append(subject.sink { sink.total &+= $0 }) }
    }
    sink.expect(gain: count, "OpenCombine subscriptions") { subject.send(1) }
    withExtendedLifetime(cancellables) {}
    return bytes
  }

  private static func floor() -> Double {
    let sink = Sink()
    var observers: [(Int) -> Void] = []
    let bytes = MemoryMeter.bytesPerItem(count: count) {
      for _ in 0..<count { observers.append { sink.total &+= $0 } }
    }
    sink.expect(gain: count, "closures") { for observer in observers { observer(1) } }
    return bytes
  }
}
