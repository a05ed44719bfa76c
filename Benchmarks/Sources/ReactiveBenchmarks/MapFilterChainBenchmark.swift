import OpenCombine
import Symbiosis

/// Row 2: a value through six `map` + `filter` stages, per value.
///
/// Each stage adds one and keeps values other than `Int.min`: a real comparison the optimizer
/// cannot fold away, which every value sent here passes.
enum MapFilterChainBenchmark {
  static func run() -> Row {
    Row(
      name: "2. 6 x (map + filter) (per value)", unit: "ns",
      symbiosis: symbiosis(), openCombine: openCombine(), floor: floor(), budget: 150)
  }

  private static func symbiosis() -> Double {
    let sink = Sink()
    let (signal, input) = Signal<Int>.pipe()
    var chain = signal
    for _ in 0..<6 { chain = chain.map { $0 &+ 1 }.filter { $0 != .min } }
    let subscription = chain.observeValues { sink.total &+= $0 }
    let result = sink.timeSends("Symbiosis chain", checking: 10, gains: 16) { value in
      input.send(value)
    }
    subscription.cancel()
    return result
  }

  private static func openCombine() -> Double {
    let sink = Sink()
    let subject = PassthroughSubject<Int, Never>()
    let chain = stage(stage(stage(stage(stage(stage(subject))))))
    let cancellable = chain.sink { sink.total &+= $0 }
    let result = sink.timeSends("OpenCombine chain", checking: 10, gains: 16) { value in
      subject.send(value)
    }
    cancellable.cancel()
    return result
  }

  /// One OpenCombine stage, kept generic so the chain is not type-erased.
  private static func stage<Upstream: Publisher>(
    _ upstream: Upstream
  ) -> Publishers.Filter<Publishers.Map<Upstream, Int>> where Upstream.Output == Int {
    upstream.map { $0 &+ 1 }.filter { $0 != .min }
  }

  /// Twelve closures, each calling the next, built the way a signal chain is.
  private static func floor() -> Double {
    let sink = Sink()
    var observer: (Int) -> Void = opaque { sink.total &+= $0 }
    for _ in 0..<6 {
      let next = observer
      let filter: (Int) -> Void = opaque { if $0 != .min { next($0) } }
      observer = opaque { filter($0 &+ 1) }
    }
    let chain = observer
    let result = sink.timeSends("closure chain", checking: 10, gains: 16) { value in chain(value) }
    return result
  }
}
