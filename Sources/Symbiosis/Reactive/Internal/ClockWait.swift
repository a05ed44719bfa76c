extension Clock {
  /// Waits until `deadline`; returns `false` when cancelled first.
  ///
  /// A deadline already reached returns at once without sleeping. A task that starts late,
  /// after a test clock was advanced to exactly its deadline, must not sleep past it.
  func wait(until deadline: Instant) async -> Bool {
    if now < deadline {
      do {
        try await sleep(until: deadline, tolerance: nil)
      } catch {
        return false
      }
    }
    return !Task.isCancelled
  }
}
