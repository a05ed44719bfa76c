import BenchmarkHarness
import OpenCombine
import Symbiosis

/// Row 4: `combineLatest` of two properties, sending to each in turn, per value.
///
/// OpenCombine 0.14.0 has no `CombineLatest` (nor `Merge`), so its column is the equivalent an
/// OpenCombine user would write: a `sink` on each subject updates the latest pair and sends it
/// through a `PassthroughSubject`. It takes no lock of its own, so it flatters OpenCombine.
enum CombineLatestBenchmark {
  static func run() -> Row {
    Row(
      name: "4. combineLatest, 2 sources (per value)", unit: "ns",
      symbiosis: symbiosis(), openCombine: openCombine(), floor: floor(), budget: nil)
  }

  /// The latest values of both sources, for the OpenCombine and closure versions.
  private final class LatestPair {
    var a = 0
    var b = 0
  }

  private static func symbiosis() -> Double {
    let sink = Sink()
    let a = MutableProperty(0)
    let b = MutableProperty(0)
    let subscription = combineLatest(a.values, b.values).observeValues { pair in
      sink.total &+= pair.0 &+ pair.1
    }
    let result = Harness.nanosecondsPerValue { value in
      if value & 1 == 0 { a.value = value } else { b.value = value }
    }
    sink.expect(gain: 5 &+ b.value, "Symbiosis combineLatest") { a.value = 5 }
    subscription.cancel()
    return result
  }

  private static func openCombine() -> Double {
    let sink = Sink()
    let a = CurrentValueSubject<Int, Never>(0)
    let b = CurrentValueSubject<Int, Never>(0)
    let combined = PassthroughSubject<(Int, Int), Never>()
    let latest = LatestPair()
    let cancellables = [
      combined.sink { pair in sink.total &+= pair.0 &+ pair.1 },
      a.sink {
        latest.a = $0
        combined.send((latest.a, latest.b))
      },
      b.sink {
        latest.b = $0
        combined.send((latest.a, latest.b))
      },
    ]
    let result = Harness.nanosecondsPerValue { value in
      if value & 1 == 0 { a.send(value) } else { b.send(value) }
    }
    sink.expect(gain: 5 &+ b.value, "OpenCombine combineLatest") { a.send(5) }
    for cancellable in cancellables { cancellable.cancel() }
    return result
  }

  private static func floor() -> Double {
    let sink = Sink()
    let latest = LatestPair()
    let downstream: (Int) -> Void = opaque { sink.total &+= $0 }
    let sendA: (Int) -> Void = opaque {
      latest.a = $0
      downstream(latest.a &+ latest.b)
    }
    let sendB: (Int) -> Void = opaque {
      latest.b = $0
      downstream(latest.a &+ latest.b)
    }
    let result = Harness.nanosecondsPerValue { value in
      if value & 1 == 0 { sendA(value) } else { sendB(value) }
    }
    sink.expect(gain: 5 &+ latest.b, "closure combineLatest") { sendA(5) }
    return result
  }
}
