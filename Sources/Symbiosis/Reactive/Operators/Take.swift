extension Signal {
  /// Ends the signal early: `body` sees each event with the observer's state and says whether
  /// to stop; stopping completes downstream and cancels the source, or, when the source is
  /// still sending inside its subscribe call (`Signal.values`), stops it pulling (see
  /// `StopRequest`). Shared by the `take` family.
  func ending<State>(
    initial: @escaping @Sendable () -> State,
    _ body: @escaping @Sendable (inout State, Value, (Event<Value>) -> Void) -> Bool
  ) -> Signal<Value> {
    let subscribe = self.subscribe
    return Signal { observer in
      let state = OperatorState((state: initial(), isDone: false))
      let link = UpstreamLink()
      StopRequest.subscribing { request in
        link.connect(
          subscribe { event in
            guard !state.value.isDone else { return }
            let isLast = StopRequest.outside { () -> Bool in
              guard case .value(let value) = event else { return true }
              return body(&state.value.state, value, observer)
            }
            guard isLast else { return }
            state.value.isDone = true
            request.stop()
            StopRequest.outside { observer(.completed) }
            link.end()
          })
      }
      return link.subscription
    }
  }

  /// Sends the first `count` values, then completes.
  ///
  /// Once done it stops its source: a chain before it runs only for the values it takes, and
  /// `take` of an endless `Signal.values` returns, when that sequence is subscribed to while
  /// `take` subscribes (its source, or behind `map` and the like). A sequence started later, by
  /// a `flatMap` on a value sent after subscribing, is not stopped.
  public func take(first count: Int) -> Signal<Value> {
    guard count > 0 else { return .empty }
    return ending(initial: { 0 }) { taken, value, send in
      send(.value(value))
      taken += 1
      return taken >= count
    }
  }

  /// Sends values while `predicate` holds; completes at the first value that fails it.
  public func take(while predicate: @escaping @Sendable (Value) -> Bool) -> Signal<Value> {
    ending(initial: {}) { _, value, send in
      guard predicate(value) else { return true }
      send(.value(value))
      return false
    }
  }

  /// Sends values until `trigger` sends a value or completes, then completes.
  public func take<Trigger>(until trigger: Signal<Trigger>) -> Signal<Value> {
    let source = self
    return Signal { observer in
      let serializer = Serializer(observer)
      let link = UpstreamLink()
      let triggerLink = UpstreamLink()
      let isTriggered = StopRequest.subscribing { request in
        triggerLink.connect(
          trigger.observe { _ in
            request.stop()
            StopRequest.outside { serializer.send(.completed) }
            link.end()
            triggerLink.end()
          })
        guard !serializer.isClosed else { return true }
        link.connect(
          source.observe { event in
            StopRequest.outside { serializer.send(event) }
            if case .completed = event { triggerLink.end() }
          })
        return false
      }
      guard !isTriggered else { return .empty }
      serializer.own(link.subscription)
      serializer.own(triggerLink.subscription)
      return serializer.subscription
    }
  }

  /// Sends values until `lifetime` ends, then completes.
  public func take(during lifetime: Lifetime) -> Signal<Value> {
    take(until: Signal<Void> { observer in lifetime.observeEnded { observer(.completed) } })
  }

  /// Drops the first `count` values.
  public func skip(first count: Int) -> Signal<Value> {
    transformEvents(initial: { 0 }) { skipped, event, send in
      if case .value = event, skipped < count {
        skipped += 1
        return
      }
      send(event)
    }
  }

  /// Drops values while `predicate` holds, then sends everything from the first that fails it.
  public func skip(while predicate: @escaping @Sendable (Value) -> Bool) -> Signal<Value> {
    transformEvents(initial: { true }) { skipping, event, send in
      if skipping, case .value(let value) = event {
        guard !predicate(value) else { return }
        skipping = false
      }
      send(event)
    }
  }
}
