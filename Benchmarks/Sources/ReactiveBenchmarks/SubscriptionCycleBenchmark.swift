import OpenCombine
import Symbiosis

/// Row 3: one whole life of a stream: create it, subscribe, send one value, cancel.
enum SubscriptionCycleBenchmark {
  static func run() -> Row {
    Row(
      name: "3. create+subscribe+send+cancel (per cycle)", unit: "ns",
      symbiosis: symbiosis(), openCombine: openCombine(), floor: floor(), budget: nil)
  }

  private static func symbiosis() -> Double {
    let sink = Sink()
    let result = sink.timeSends("Symbiosis cycle", checking: 7, gains: 7) { value in
      symbiosisCycle(sink, value)
    }
    return result
  }

  @inline(__always)
  private static func symbiosisCycle(_ sink: Sink, _ value: Int) {
    let (signal, input) = Signal<Int>.pipe()
    let subscription = signal.observeValues { sink.total &+= $0 }
    input.send(value)
    subscription.cancel()
  }

  private static func openCombine() -> Double {
    let sink = Sink()
    let result = sink.timeSends("OpenCombine cycle", checking: 7, gains: 7) { value in
      openCombineCycle(sink, value)
    }
    return result
  }

  @inline(__always)
  private static func openCombineCycle(_ sink: Sink, _ value: Int) {
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = subject.sink { sink.total &+= $0 }
    subject.send(value)
    cancellable.cancel()
  }

  /// A heap object holding one observer: the least a stream with a subscriber can be.
  private final class Holder {
    var observer: ((Int) -> Void)?
    init(_ observer: @escaping (Int) -> Void) { self.observer = observer }
  }

  private static func floor() -> Double {
    let sink = Sink()
    let cycle = { (value: Int) in
      let holder = opaque(Holder { sink.total &+= $0 })
      holder.observer?(value)
      holder.observer = nil
    }
    let result = sink.timeSends("closure cycle", checking: 7, gains: 7) { value in cycle(value) }
    return result
  }
}
