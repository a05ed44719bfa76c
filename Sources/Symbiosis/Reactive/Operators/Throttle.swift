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
          let (_, claimed) = state.withLock { state in
            let last = state.timer.takeAny()
            return (last, serializer.claimLast(last))
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
            let (_, claimed) = state.withLock { state in
              state.windowEnd = deadline.advanced(by: interval)
              let taken = state.timer.take(generation)
              return (taken, taken.flatMap { serializer.claim(.value($0)) ? $0 : nil })
            }
            if let claimed { serializer.deliver(.value(claimed)) }
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
