extension Signal {
  /// Observes the signal `transform` makes of each value and sends the values of all of them
  /// as they come; completes when this signal and every inner signal have completed.
  public func flatMap<Result>(
    _ transform: @escaping @Sendable (Value) -> Signal<Result>
  ) -> Signal<Result> {
    let source = self
    return Signal<Result> { observer in
      let serializer = Serializer(observer)
      let inner = Locked(InnerSubscriptions())
      let finishOne: @Sendable (UInt64?) -> Void = { id in
        let (finished, isOver) = inner.withLock { $0.finish(id) }
        // A finished inner stream is let go of the way a cancelled one is.
        finished?.cancel()
        if isOver { serializer.send(.completed) }
      }
      let outer = source.observe { event in
        guard case .value(let value) = event else { return finishOne(nil) }
        let id = inner.withLock { $0.start() }
        let subscription = transform(value).observe { event in
          if case .value = event { serializer.send(event) } else { finishOne(id) }
        }
        inner.withLock { $0.connect(subscription, id: id) }?.cancel()
      }
      serializer.own(outer)
      serializer.own(
        Subscription {
          for subscription in inner.withLock({ $0.removeAll() }) { subscription.cancel() }
        })
      return serializer.subscription
    }
  }

  /// Runs `operation` for each value, all runs side by side, and sends each result as it comes.
  public func flatMap<Result>(
    _ operation: @escaping @Sendable (Value) async -> Result
  ) -> Signal<Result> {
    flatMap { value in Signal<Result>.async { await operation(value) } }
  }
}

/// The running inner streams of a `flatMap`.
private struct InnerSubscriptions: Sendable {
  private var nextID: UInt64 = 0
  private var running: [UInt64: Subscription?] = [:]
  private var isOuterCompleted = false
  private var isCancelled = false

  mutating func start() -> UInt64 {
    nextID += 1
    running[nextID] = .some(nil)
    return nextID
  }

  /// Keeps the subscription of a running inner stream; returns it to cancel if the stream
  /// already completed (while it was being subscribed) or the whole operator was cancelled.
  mutating func connect(_ subscription: Subscription, id: UInt64) -> Subscription? {
    guard !isCancelled, running[id] != nil else { return subscription }
    running[id] = subscription
    return nil
  }

  /// Notes the end of inner stream `id`, or of the outer one for `nil`; returns the finished
  /// stream's subscription, for the caller to cancel, and whether all are over.
  mutating func finish(_ id: UInt64?) -> (finished: Subscription?, isOver: Bool) {
    var finished: Subscription?
    if let id { finished = running.removeValue(forKey: id) ?? nil } else { isOuterCompleted = true }
    return (finished, isOuterCompleted && running.isEmpty)
  }

  mutating func removeAll() -> [Subscription] {
    isCancelled = true
    defer { running = [:] }
    return running.values.compactMap { $0 }
  }
}
