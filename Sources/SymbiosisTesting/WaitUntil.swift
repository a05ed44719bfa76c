/// Waits until `condition` holds, letting the work it waits for run: the one way a test waits for
/// something that happens elsewhere (another task, the main actor, a file descriptor).
///
/// ```swift
/// model.term.value = "abba"
/// await clock.advance(by: .milliseconds(330))
/// try await waitUntil { model.results.value.phase == .loaded }
/// ```
///
/// The condition runs in the caller's isolation, so it may read main-actor state; between checks
/// the wait yields, then sleeps a millisecond, so a long wait does not hold a core the awaited
/// work needs. `timeout` is a hang guard, not a deadline the work must meet: a test never depends
/// on how fast the machine is. It counts only the time this wait was let run: on two busy cores
/// another test can hold the main actor or the cooperative pool for minutes, and the awaited work
/// waits for them as this wait does, so a stretch of more than a tenth of a second between two
/// checks counts as a tenth of a second.
///
/// - Throws: ``WaitTimeout`` with `what` (worked out when the wait gives up, so it may describe
///   the state then) once `timeout` has passed.
public func waitUntil(
  _ what: @autoclosure () -> String = "the condition to hold", timeout: Duration = .seconds(240),
  fileID: String = #fileID, line: Int = #line,
  isolation: isolated (any Actor)? = #isolation, _ condition: () async throws -> Bool
) async throws {
  let clock = ContinuousClock()
  var waited = Duration.zero
  var lastCheck = clock.now
  // Work already queued for this actor is usually done after a few yields; polling faster than
  // a millisecond after that would only take the processor from it.
  var yields = 0
  while !(try await condition()) {
    let now = clock.now
    waited += min(lastCheck.duration(to: now), longestCountedGap)
    lastCheck = now
    guard waited < timeout else {
      throw WaitTimeout(what: what(), timeout: timeout, fileID: fileID, line: line)
    }
    if yields < 16 {
      yields += 1
      await Task.yield()
    } else {
      try await clock.sleep(for: .milliseconds(1))
    }
  }
}

/// The most that one stretch between two checks of ``waitUntil(_:timeout:fileID:line:isolation:_:)``
/// counts toward its timeout.
private let longestCountedGap = Duration.milliseconds(100)
