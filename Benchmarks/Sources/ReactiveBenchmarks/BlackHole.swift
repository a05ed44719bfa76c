import BenchmarkHarness

/// Where observers put what they receive, so the optimizer has to keep the work that
/// produced it.
///
/// Safety of @unchecked Sendable: every benchmark runs on one thread, so `total` is never
/// touched by two threads at once.
final class Sink: @unchecked Sendable {
  /// The wrapping sum of every value received.
  var total = 0

  /// Times `send` per value, then checks that sending `probe` adds `gain` to the total, so a
  /// case that silently drops values cannot report a figure.
  @inline(__always)
  func timeSends(
    _ label: String, checking probe: Int, gains gain: Int, _ send: (Int) -> Void
  ) -> Double {
    let result = Harness.nanosecondsPerValue(send)
    expect(gain: gain, label) { send(probe) }
    return result
  }

  /// Runs `action` and stops the program unless it added exactly `expected` to ``total``:
  /// proof that a benchmark's chain really delivers what it was sent.
  func expect(gain expected: Int, _ label: String, _ action: () -> Void) {
    let before = total
    action()
    precondition(total &- before == expected, "\(label): the observer did not get the value")
    blackHole(total)
  }
}

/// Consumes `value` in a way the optimizer cannot see through.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {}

/// Returns `value` unchanged, hiding from the optimizer what it is.
@inline(never) @_optimize(none)
func opaque<T>(_ value: T) -> T { value }

/// Returns `observer` unchanged, so that calling it stays a real indirect call. Not generic:
/// a closure passed through ``opaque(_:)-generic`` would gain reabstraction thunks.
@inline(never) @_optimize(none)
func opaque(_ observer: @escaping (Int) -> Void) -> (Int) -> Void { observer }
