/// Times a benchmark body and reports the median cost of one operation.
///
/// A body receives `n` and performs `n` operations. The harness first warms up and calibrates:
/// it doubles `n` until one batch takes at least ``batchTarget``. It then times ``samples``
/// batches of that size with `ContinuousClock` and returns the median nanoseconds per
/// operation, which shrugs off the odd slow batch (a page fault, another process).
public enum Harness {
  /// How many timed batches make up one measurement.
  public static let samples = 21
  /// How long one timed batch should take at least.
  public static let batchTarget: Duration = .milliseconds(10)

  /// The median nanoseconds one of `body`'s operations takes.
  @inlinable
  public static func nanosecondsPerOperation(_ body: (Int) -> Void) -> Double {
    let clock = ContinuousClock()
    var count = 1
    while count < 1 << 30 {
      let elapsed = clock.measure { body(count) }
      if elapsed >= batchTarget { break }
      count *= 2
    }
    var perOperation: [Double] = []
    for _ in 0..<samples {
      let elapsed = clock.measure { body(count) }
      perOperation.append(nanoseconds(elapsed) / Double(count))
    }
    perOperation.sort()
    return perOperation[perOperation.count / 2]
  }

  /// The median nanoseconds `send` takes for one value; it is given 0, 1, 2, …
  @inlinable
  public static func nanosecondsPerValue(_ send: (Int) -> Void) -> Double {
    nanosecondsPerOperation { count in
      for value in 0..<count { send(value) }
    }
  }

  /// `duration` in nanoseconds.
  @inlinable
  public static func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }

  /// The time `body` takes when run once: for work too slow to repeat (seconds).
  public static func nanosecondsOnce(_ body: () -> Void) -> Double {
    nanoseconds(ContinuousClock().measure(body))
  }

  /// `value` with `decimals` decimals, without Foundation; "-" for a value not measured.
  public static func format(_ value: Double, decimals: Int = 1) -> String {
    guard value.isFinite else { return "-" }
    var scale = 1
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int((abs(value) * Double(scale)).rounded())
    let fraction = String(scaled % scale)
    let padded = String(repeating: "0", count: max(0, decimals - fraction.count)) + fraction
    return (value < 0 ? "-" : "") + "\(scaled / scale)" + (decimals > 0 ? "." + padded : "")
  }
}
