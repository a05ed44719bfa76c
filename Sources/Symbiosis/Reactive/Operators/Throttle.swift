extension Signal {
  /// Sends at most one value per `interval` on `clock`: the first at once, then the latest
  /// value of each interval at its end.
  ///
  /// Completion keeps that promise: a value still waiting when the source completes is sent
  /// when its interval ends, and the signal completes right after it (as RxSwift's `throttle`
  /// does); with nothing waiting, it completes at once.
  public func throttle<C: Clock>(for interval: C.Duration, clock: C) -> Signal<Value> {
    let source = self
    return Signal { observer in
      let serializer = Serializer(observer)
      let state = Locked(
        (timer: PendingTimer<Value>(), windowEnd: C.Instant?.none, isCompleted: false))
      let subscription = source.observe { event in
        guard case .value(let value) = event else {
          let claimed = state.withLock { state -> Event<Value>? in
            // The waiting value's task sends it, then the completion.
            state.isCompleted = true
            guard !state.timer.isWaiting else { return nil }
            return serializer.claim(.completed) ? .completed : nil
          }
          if let claimed { serializer.deliver(claimed) }
          return
        }
        let now = clock.now
        let action = state.withLock { state -> ThrottleAction<Value, C.Instant> in
          if !state.timer.isWaiting, state.windowEnd.map({ now >= $0 }) ?? true {
            state.windowEnd = now.advanced(by: interval)
            return .sendNow
          }
          if state.timer.isWaiting { return .keep(replacing: state.timer.update(value)) }
          // Nothing waits, so nothing is replaced.
          let (generation, _) = state.timer.replace(with: value)
          return .wait(generation, until: state.windowEnd ?? now)
        }
        switch action {
        case .sendNow:
          serializer.send(event)
        case .keep:
          break
        case .wait(let generation, let deadline):
          let timer = TimerRegistration(on: clock)
          let task = Task {
            defer { timer.end() }
            guard await timer.wait(until: deadline, on: clock) else { return }
            let (_, claimed) = state.withLock { state -> (Value?, Event<Value>?) in
              state.windowEnd = deadline.advanced(by: interval)
              let taken = state.timer.take(generation)
              guard state.isCompleted else {
                return (taken, taken.flatMap { serializer.claim(.value($0)) ? .value($0) : nil })
              }
              return (taken, serializer.claimLast(taken))
            }
            if let claimed { serializer.deliver(claimed) }
          }
          state.withLock { $0.timer.attach(task, for: generation) }
        }
      }
      serializer.own(Subscription { _ = state.withLock { $0.timer.takeAny() } })
      serializer.own(subscription)
      return serializer.subscription
    }
  }
}

private enum ThrottleAction<Value, Instant> {
  case sendNow
  /// The waiting value was changed; the one it replaced is released once this is dropped,
  /// after the lock.
  case keep(replacing: Value?)
  case wait(UInt64, until: Instant)
}
