import OpenCombine
import Symbiosis

/// Row 5: `flatMapLatest` whose inner stream is a fresh one-value stream, per outer value.
enum FlatMapLatestBenchmark {
  static func run() -> Row {
    Row(
      name: "5. flatMapLatest { just($0) } (per value)", unit: "ns",
      symbiosis: symbiosis(), openCombine: openCombine(), floor: floor(), budget: nil)
  }

  private static func symbiosis() -> Double {
    let sink = Sink()
    let (signal, input) = Signal<Int>.pipe()
    let subscription = signal.flatMapLatest { Signal.just($0) }.observeValues {
      sink.total &+= $0
    }
    let result = sink.timeSends("Symbiosis flatMapLatest", checking: 7, gains: 7) { value in
      input.send(value)
    }
    subscription.cancel()
    return result
  }

  private static func openCombine() -> Double {
    let sink = Sink()
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = subject.map { Just($0) }.switchToLatest().sink { sink.total &+= $0 }
    let result = sink.timeSends("OpenCombine switchToLatest", checking: 7, gains: 7) { value in
      subject.send(value)
    }
    cancellable.cancel()
    return result
  }

  /// A one-value inner stream: an object made per value that hands it to its observer.
  private final class JustInner {
    let value: Int
    init(_ value: Int) { self.value = value }
    func deliver(to observer: (Int) -> Void) { observer(value) }
  }

  private static func floor() -> Double {
    let sink = Sink()
    let downstream: (Int) -> Void = opaque { sink.total &+= $0 }
    let outer: (Int) -> Void = opaque { opaque(JustInner($0)).deliver(to: downstream) }
    let result = sink.timeSends("closure flatMapLatest", checking: 7, gains: 7) { value in
      outer(value)
    }
    return result
  }
}
