extension Signal {
  /// A signal that runs `operation` in a new task for each observer, sends its result and
  /// completes. Cancelling the subscription cancels the task, and nothing is sent after that.
  public static func async(_ operation: @escaping @Sendable () async -> Value) -> Signal {
    running { await operation() }
  }

  /// A signal that runs `operation` in a new task for each observer and sends its result, or
  /// the value `recover` makes of its error, then completes.
  ///
  /// A cancelled run is over, not failed: it sends nothing, and `recover` never sees its error
  /// (a `CancellationError`, or whatever the work throws once cancelled), so a run that a newer
  /// one replaced is not counted or logged as a failure. A `CancellationError` of a run that was
  /// not cancelled ends the signal without a value.
  public static func async(
    _ operation: @escaping @Sendable () async throws -> Value,
    catch recover: @escaping @Sendable (any Error) -> Value
  ) -> Signal {
    running {
      do {
        return try await operation()
      } catch {
        return isCancellation(error) ? nil : recover(error)
      }
    }
  }

  /// Runs `produce` in a new task for each observer, then sends its value, if any, and
  /// completes; cancelling the subscription cancels the task, and nothing is sent after that.
  private static func running(_ produce: @escaping @Sendable () async -> Value?) -> Signal {
    Signal { observer in
      let serializer = Serializer(observer)
      let work = PendingWork.begin()
      let task = Task {
        defer { work?.end() }
        let value = await produce()
        guard !Task.isCancelled else { return }
        if let value { serializer.send(.value(value)) }
        serializer.send(.completed)
      }
      serializer.own(
        Subscription {
          task.cancel()
          work?.end()
        })
      return serializer.subscription
    }
  }
}

/// Whether `error` ends a run that was cancelled rather than one that failed: a
/// `CancellationError`, or any error thrown once the current task is cancelled. The error
/// handlers of the `async` sources never see these.
func isCancellation(_ error: any Error) -> Bool {
  error is CancellationError || Task.isCancelled
}
