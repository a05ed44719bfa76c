/// A timer a ``TimerTrackingClock`` counts: running while its task runs, not while it sleeps
/// on the clock, and no more once ended.
package protocol TrackedTimer: Sendable {
  /// Sleeps on the timer's clock until `deadline`, an instant of that clock.
  ///
  /// - Throws: `CancellationError` when the sleeping task is cancelled first.
  func sleep<Instant: InstantProtocol>(until deadline: Instant) async throws

  /// Ends the timer: its task does nothing more on the clock's account. Later calls do
  /// nothing.
  func end()
}
