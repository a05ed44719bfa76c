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
      let race = DeadlineRace<Result>()
      return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
          race.start(
            continuation, operation: operation, waitForDeadline: waitForDeadline,
            timeout: LoadTimeout(interval: interval))
        }
      } onCancel: {
        race.finish(.failure(CancellationError()))
      }
    }
  }
}

/// A load racing its deadline: the first to finish answers, and the other is cancelled
/// without being waited for, so a load that ignores cancellation still times out on time.
private final class DeadlineRace<Result: Sendable>: Sendable {
  private struct State {
    var continuation: CheckedContinuation<Result, any Error>?
    var tasks: [Task<Void, Never>] = []
    var outcome: Swift.Result<Result, any Error>?
  }

  private let state = Locked(State())

  func start(
    _ continuation: CheckedContinuation<Result, any Error>,
    operation: @escaping @Sendable () async throws -> Result,
    waitForDeadline: @escaping @Sendable () async -> Bool, timeout: LoadTimeout
  ) {
    // A cancel that came before the continuation existed has left its outcome here.
    if let outcome = state.withLock({ state in
      state.continuation = state.outcome == nil ? continuation : nil
      return state.outcome
    }) {
      return continuation.resume(with: outcome)
    }
    let load = Task {
      do {
        finish(.success(try await operation()))
      } catch {
        finish(.failure(error))
      }
    }
    let timer = Task {
      if await waitForDeadline() { finish(.failure(timeout)) }
    }
    let finished = state.withLock { state in
      state.tasks = [load, timer]
      return state.outcome != nil
    }
    if finished {
      load.cancel()
      timer.cancel()
    }
  }

  /// Answers with `outcome` unless something answered first, and cancels what still runs.
  func finish(_ outcome: Swift.Result<Result, any Error>) {
    let (continuation, tasks) = state.withLock { state in
      guard state.outcome == nil else {
        return (nil as CheckedContinuation<Result, any Error>?, [Task<Void, Never>]())
      }
      state.outcome = outcome
      defer {
        state.continuation = nil
        state.tasks = []
      }
      return (state.continuation, state.tasks)
    }
    for task in tasks { task.cancel() }
    continuation?.resume(with: outcome)
  }
}
