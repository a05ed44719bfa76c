extension Signal {
  /// A signal that runs `operation` in a new task for each observer, sends its result and
  /// completes. Cancelling the subscription cancels the task, and nothing is sent after that.
  public static func async(_ operation: @escaping @Sendable () async -> Value) -> Signal {
    Signal { observer in
      let serializer = Serializer(observer)
      let work = PendingWork.begin()
      let task = Task {
        defer { work?.end() }
        let value = await operation()
        guard !Task.isCancelled else { return }
        serializer.send(.value(value))
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

  /// A signal that runs `operation` in a new task for each observer and sends its result, or
  /// the value `recover` makes of its error, then completes. A cancelled run sends nothing.
  public static func async(
    _ operation: @escaping @Sendable () async throws -> Value,
    catch recover: @escaping @Sendable (any Error) -> Value
  ) -> Signal {
    async {
      do {
        return try await operation()
      } catch {
        return recover(error)
      }
    }
  }
}
