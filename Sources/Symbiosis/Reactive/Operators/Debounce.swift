extension Signal {
  /// Sends a value only once `interval` has passed on `clock` without a newer one.
  ///
  /// Completion sends the value still waiting, then completes.
  public func debounce<C: Clock>(for interval: C.Duration, clock: C) -> Signal<Value> {
    let source = self
    return Signal { observer in
      let serializer = Serializer(observer)
      let timer = Locked(PendingTimer<Value>())
      let subscription = source.observe { event in
        switch event {
        case .value(let value):
          let deadline = clock.now.advanced(by: interval)
          // Registered before the older wait is cancelled, so the work never looks settled.
          let registration = TimerRegistration(on: clock)
          let (generation, _) = timer.withLock { $0.replace(with: value) }
          let task = Task {
            defer { registration.end() }
            guard await registration.wait(until: deadline, on: clock) else { return }
            // Taking the value and queueing it are one step, so completion cannot slip between.
            let (_, claimed) = timer.withLock { timer in
              let taken = timer.take(generation)
              return (taken, taken.flatMap { serializer.claim(.value($0)) ? $0 : nil })
            }
            if let claimed { serializer.deliver(.value(claimed)) }
          }
          timer.withLock { $0.attach(task, for: generation) }
        case .completed:
          let (_, claimed) = timer.withLock { timer in
            let last = timer.takeAny()
            return (last, serializer.claimLast(last))
          }
          if let claimed { serializer.deliver(claimed) }
        }
      }
      serializer.own(Subscription { _ = timer.withLock { $0.takeAny() } })
      serializer.own(subscription)
      return serializer.subscription
    }
  }
}

/// The value a timer operator is waiting to send and the task that waits for it.
///
/// Every change hands back the value it lets go of, so that the caller releases it after its
/// lock: the value's deinitialiser may use the operator again (cancel it, say), and the lock is
/// not re-entrant. Callers keep a value they may drop (a claim that fails) until then too.
struct PendingTimer<Value: Sendable>: Sendable {
  private var generation: UInt64 = 0
  private var value: Value?
  private var task: Task<Void, Never>?

  /// Replaces the waiting value, cancelling the old wait; returns the new wait's generation
  /// and the value replaced.
  mutating func replace(with value: Value) -> (generation: UInt64, replaced: Value?) {
    task?.cancel()
    task = nil
    generation += 1
    defer { self.value = value }
    return (generation, self.value)
  }

  /// Changes the waiting value, keeping its wait; returns the value replaced.
  mutating func update(_ value: Value) -> Value? {
    guard self.value != nil else { return nil }
    defer { self.value = value }
    return self.value
  }

  mutating func attach(_ task: Task<Void, Never>, for generation: UInt64) {
    if generation == self.generation, value != nil { self.task = task } else { task.cancel() }
  }

  /// Takes the waiting value if the wait `generation` is still the current one.
  mutating func take(_ generation: UInt64) -> Value? {
    guard generation == self.generation else { return nil }
    return takeAny()
  }

  /// Takes the waiting value, whatever its generation, and cancels its wait.
  mutating func takeAny() -> Value? {
    task?.cancel()
    task = nil
    generation += 1
    defer { value = nil }
    return value
  }

  var isWaiting: Bool { value != nil }
}
