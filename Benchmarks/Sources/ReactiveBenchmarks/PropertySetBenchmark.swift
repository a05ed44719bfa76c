import OpenCombine
import Symbiosis

/// Row 1: setting a property that has one subscriber, per value.
enum PropertySetBenchmark {
  static func run() -> Row {
    Row(
      name: "1. property set, 1 subscriber (per value)", unit: "ns",
      symbiosis: symbiosis(), openCombine: openCombine(), floor: floor(), budget: 50)
  }

  private static func symbiosis() -> Double {
    let sink = Sink()
    let property = MutableProperty(0)
    let subscription = property.observeValues { sink.total &+= $0 }
    let result = sink.timeSends("Symbiosis property", checking: 7, gains: 7) { value in
      property.value = value
    }
    subscription.cancel()
    return result
  }

  private static func openCombine() -> Double {
    let sink = Sink()
    let subject = CurrentValueSubject<Int, Never>(0)
    let cancellable = subject.sink { sink.total &+= $0 }
    let result = sink.timeSends("OpenCombine subject", checking: 7, gains: 7) { value in
      subject.send(value)
    }
    cancellable.cancel()
    return result
  }

  private static func floor() -> Double {
    let sink = Sink()
    let observer: (Int) -> Void = opaque { sink.total &+= $0 }
    let result = sink.timeSends("closure", checking: 7, gains: 7) { value in observer(value) }
    return result
  }
}
