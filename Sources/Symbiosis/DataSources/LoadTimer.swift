/// A data source's timeout on a clock: fails a load that has not finished in time.
struct LoadTimer: Sendable {
  let interval: Duration
  private let startWaiting: @Sendable () -> @Sendable () async -> Bool

  init<C: Clock<Duration>>(interval: Duration, clock: C) {
    self.interval = interval
    startWaiting = {
      let deadline = clock.now.advanced(by: interval)
      return { await clock.wait(until: deadline) }
    }
  }

  /// Starts the timer now and returns a function that runs a load against it.
  ///
  /// The deadline is taken here, when the load is asked for, not when its task first runs, so a
  /// test clock advanced in between still fires it.
  func start<Result: Sendable>()
    -> @Sendable (
      @escaping @Sendable () async throws -> Result
    ) async throws -> Result
  {
    let waitForDeadline = startWaiting()
    let interval = interval
    return { operation in
      try await withThrowingTaskGroup(of: Result?.self) { group in
        group.addTask { try await operation() }
        group.addTask {
          guard await waitForDeadline() else { return nil }
          throw LoadTimeout(interval: interval)
        }
        defer { group.cancelAll() }
        while let result = try await group.next() {
          if let result { return result }
        }
        throw CancellationError()
      }
    }
  }
}
