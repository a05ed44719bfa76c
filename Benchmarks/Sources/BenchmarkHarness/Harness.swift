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
    let count = calibratedCount(body)
    return median((0..<samples).map { _ in nanosecondsPerOperation(body, count: count) })
  }

  /// The median of the ratios of `numerator`'s cost per operation to `denominator`'s, their
  /// batches timed in turn.
  ///
  /// Timing the two in turn, rather than one after the other, means both meet the same state of
  /// the machine in each pair: on a shared machine whose speed drifts between seconds, a ratio
  /// of two separate medians can be off by half.
  @inlinable
  public static func medianRatio(
    of numerator: (Int) -> Void, to denominator: (Int) -> Void
  ) -> Double {
    let counts = (calibratedCount(numerator), calibratedCount(denominator))
    return median(
      (0..<samples).map { _ in
        nanosecondsPerOperation(numerator, count: counts.0)
          / nanosecondsPerOperation(denominator, count: counts.1)
      })
  }

  /// After warming `body` up, the number of operations that takes at least ``batchTarget``.
  @inlinable
  static func calibratedCount(_ body: (Int) -> Void) -> Int {
    var count = 1
    while count < 1 << 30 {
      if ContinuousClock().measure({ body(count) }) >= batchTarget { break }
      count *= 2
    }
    return count
  }

  /// The nanoseconds one of `count` operations takes, timed as one batch.
  @inlinable
  static func nanosecondsPerOperation(_ body: (Int) -> Void, count: Int) -> Double {
    nanoseconds(ContinuousClock().measure { body(count) }) / Double(count)
  }

  @inlinable
  static func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
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
