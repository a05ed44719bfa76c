/// A clock told of each timer before the timer's task starts, so that moving it by hand can
/// wait until every timer it must wake sleeps on it, and until every timer it woke has done
/// its work.
///
/// The core's timers (`debounce`, `throttle`, `delay`) start a task that sleeps on their
/// clock; on a busy machine that task may start after a test has moved the clock past its
/// deadline. A clock conforming to this protocol (`ControllableClock`) hears of the timer
/// synchronously, when it is set, and counts it as running until it sleeps on the clock or
/// ends.
package protocol TimerTrackingClock: Sendable {
  /// A timer about to start, running (not asleep) until it sleeps on this clock or ends.
  func startTimer() -> any TrackedTimer
}
