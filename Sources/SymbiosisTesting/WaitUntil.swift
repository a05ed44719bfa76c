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
/// on how fast the machine is, and on two busy cores the rest of the suite can keep the awaited
/// work from running for tens of seconds.
///
/// - Throws: ``WaitTimeout`` with `what` (worked out when the wait gives up, so it may describe
///   the state then) once `timeout` has passed.
public func waitUntil(
  _ what: @autoclosure () -> String = "the condition to hold", timeout: Duration = .seconds(120),
  fileID: String = #fileID, line: Int = #line,
  isolation: isolated (any Actor)? = #isolation, _ condition: () async throws -> Bool
) async throws {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: timeout)
  // Work already queued for this actor is usually done after a few yields; polling faster than
  // a millisecond after that would only take the processor from it.
  var yields = 0
  while !(try await condition()) {
    guard clock.now < deadline else {
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
