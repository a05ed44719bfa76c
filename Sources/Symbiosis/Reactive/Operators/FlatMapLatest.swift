extension Signal {
  /// Observes the signal `transform` makes of each value, sending its values, and stops
  /// observing the previous one: only the latest inner signal is heard.
  ///
  /// An event of an inner signal that was replaced is never delivered, even one already on its
  /// way from another thread, so a slow old result cannot overwrite a fast new one. Cancelling
  /// the inner subscription cancels its work (see ``Signal/async(_:)``). Completes when this
  /// signal and the latest inner signal have completed.
  @inlinable
  public func flatMapLatest<Result>(
    _ transform: @escaping @Sendable (Value) -> Signal<Result>
  ) -> Signal<Result> {
    let source = self
    return Signal<Result> { observer in
      let serializer = Serializer(observer)
      let state = Locked(LatestInner())
      let outer = source.observe { event in
        switch event {
        case .value(let value):
          let generation = serializer.advanceGeneration()
          state.withLock { $0.switchTo(generation) }?.cancel()
          let subscription = transform(value).observe { event in
            if case .completed = event {
              let (finished, isOver) = state.withLock { $0.innerCompleted(generation) }
              // A finished inner stream is let go of the way a replaced one is.
              finished?.cancel()
              guard isOver else { return }
            }
            serializer.send(event, generation: generation)
          }
          state.withLock { $0.connect(subscription, generation: generation) }?.cancel()
        case .completed:
          if state.withLock({ $0.outerCompleted() }) { serializer.send(.completed) }
        }
      }
      serializer.own(outer)
      serializer.own(Subscription { state.withLock { $0.cancel() }?.cancel() })
      return serializer.subscription
    }
  }

  /// Runs `operation` for each value, cancelling the run for the previous value, and sends the
  /// result of the latest run.
  public func flatMapLatest<Result>(
    _ operation: @escaping @Sendable (Value) async -> Result
  ) -> Signal<Result> {
    flatMapLatest { value in Signal<Result>.async { await operation(value) } }
  }

  /// Runs `operation` for each value, cancelling the run for the previous value, and sends the
  /// result of the latest run; an error becomes the value `recover` makes of it, and the
  /// signal carries on.
  ///
  /// A run that a newer value cancelled is over, not failed: `recover` never sees its error
  /// (see ``Signal/async(_:catch:)``).
  public func flatMapLatest<Result>(
    _ operation: @escaping @Sendable (Value) async throws -> Result,
    catch recover: @escaping @Sendable (any Error) -> Result
  ) -> Signal<Result> {
    flatMapLatest { value in
      Signal<Result>.async({ try await operation(value) }, catch: recover)
    }
  }

  /// Observes the property `transform` makes of each value, its current value first; only the
  /// latest property is heard.
  public func flatMapLatest<Result>(
    _ transform: @escaping @Sendable (Value) -> Property<Result>
  ) -> Signal<Result> {
    flatMapLatest { transform($0).values }
  }
}

/// Which inner stream of a `flatMapLatest` is current, and whether the outer one has ended.
@usableFromInline
struct LatestInner: Sendable {
  @usableFromInline var generation: UInt64 = 0
  @usableFromInline var subscription: Subscription?
  @usableFromInline var isInnerActive = false
  @usableFromInline var isOuterCompleted = false
  @usableFromInline var isCancelled = false

  @inlinable
  init() {}

  /// Ends the whole operator; returns the inner subscription for the caller to cancel.
  @inlinable
  mutating func cancel() -> Subscription? {
    isCancelled = true
    defer { subscription = nil }
    return subscription
  }

  /// Makes `generation` current; returns the old inner subscription for the caller to cancel.
  @inlinable
  mutating func switchTo(_ generation: UInt64) -> Subscription? {
    self.generation = generation
    isInnerActive = true
    defer { subscription = nil }
    return subscription
  }

  /// Keeps `subscription` if its generation is still current; otherwise returns it to cancel.
  @inlinable
  mutating func connect(_ subscription: Subscription, generation: UInt64) -> Subscription? {
    guard generation == self.generation, isInnerActive, !isCancelled else { return subscription }
    self.subscription = subscription
    return nil
  }

  /// Notes an inner completion; returns the finished inner subscription, for the caller to
  /// cancel, and whether downstream should complete.
  @inlinable
  mutating func innerCompleted(_ generation: UInt64) -> (finished: Subscription?, isOver: Bool) {
    guard generation == self.generation else { return (nil, false) }
    isInnerActive = false
    defer { subscription = nil }
    return (subscription, isOuterCompleted)
  }

  /// Notes the outer completion; returns whether downstream should complete.
  @inlinable
  mutating func outerCompleted() -> Bool {
    isOuterCompleted = true
    return !isInnerActive
  }
}
