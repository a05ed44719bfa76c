extension Signal {
  /// Sends at most one value per `interval` on `clock`: the first at once, then the latest
  /// value of each interval at its end.
  public func throttle<C: Clock>(for interval: C.Duration, clock: C) -> Signal<Value> {
    let source = self
    return Signal { observer in
      let serializer = Serializer(observer)
      let state = Locked((timer: PendingTimer<Value>(), windowEnd: C.Instant?.none))
      let subscription = source.observe { event in
        guard case .value(let value) = event else {
          let claimed = state.withLock { state in serializer.claimLast(state.timer.takeAny()) }
          if let claimed { serializer.deliver(claimed) }
          return
        }
        let now = clock.now
        let action = state.withLock { state -> ThrottleAction<C.Instant> in
          if !state.timer.isWaiting, state.windowEnd.map({ now >= $0 }) ?? true {
            state.windowEnd = now.advanced(by: interval)
            return .sendNow
          }
          if state.timer.isWaiting {
            state.timer.update(value)
            return .keep
          }
          let generation = state.timer.replace(with: value)
          return .wait(generation, until: state.windowEnd ?? now)
        }
        switch action {
        case .sendNow:
          serializer.send(event)
        case .keep:
          break
        case .wait(let generation, let deadline):
          let work = PendingWork.begin()
          let task = Task {
            defer { work?.end() }
            guard await clock.wait(until: deadline) else { return }
            let claimed = state.withLock { state -> Value? in
              state.windowEnd = deadline.advanced(by: interval)
              return state.timer.take(generation).flatMap {
                serializer.claim(.value($0)) ? $0 : nil
              }
            }
            if let claimed { serializer.deliver(.value(claimed)) }
          }
          state.withLock { $0.timer.attach(task, for: generation) }
        }
      }
      serializer.own(Subscription { state.withLock { _ = $0.timer.takeAny() } })
      serializer.own(subscription)
      return serializer.subscription
    }
  }
}

private enum ThrottleAction<Instant> {
  case sendNow
  case keep
  case wait(UInt64, until: Instant)
}
