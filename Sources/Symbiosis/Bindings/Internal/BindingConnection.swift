/// One binding's link from a source to a target: it observes the source, hands each value to
/// the target, and ends when the target's lifetime ends, the source completes or it is
/// cancelled.
///
/// One object holds all of it: it is the source's observer, the canceller of the subscription
/// it returns and, in a subclass, the target's writer (``ClosureBindingConnection`` calls a
/// closure, ``KeyPathBindingConnection`` sets a view's property itself), so a binding needs no
/// composite subscriptions, boxes or delivery queue beside it; what else it costs is the
/// source's observer entry and the ending in the target's lifetime (see Benchmarks/README.md,
/// "Bindings into views").
///
/// A main-actor target takes values in the order they were sent, from any thread. A value sent
/// while running on the main actor, with nothing waiting, is handed over at once
/// (`Task.immediate` runs synchronously there), so a view bound to state changed on the main
/// actor updates in the same turn: no frame of lag. Values from other threads wait for the main
/// actor, and so does any value sent after them. Ending the binding drops values still waiting,
/// so a reused view never shows a value from the binding it had before.
class BindingConnection<Value: Sendable>: SubscriptionCanceller, @unchecked Sendable {
  // Safety of @unchecked Sendable (a class open to subclasses cannot be checked): every stored
  // property is a `let` of a Sendable type, mutable state is behind `state`'s lock, and the
  // subclasses add only Sendable `let`s.
  private struct State {
    /// Values waiting for the main actor.
    var pending: [Value] = []
    /// Whether a turn of the main actor is on its way to take `pending`.
    var isScheduled = false
    /// Cancelled, or the target's lifetime ended: nothing more is delivered.
    var isEnded = false
    /// The source completed: there is nothing left to observe.
    var isCompleted = false
    /// The observation of the source, kept to end it; it keeps the source alive meanwhile.
    var upstream: Subscription?
    /// The ending registered with the target's lifetime, kept to unregister it.
    var registration: Subscription?
  }

  private let isOnMainActor: Bool
  private let state = Lock(State())

  /// A connection whose target takes values on the main actor, or on any thread.
  init(onMainActor: Bool) { isOnMainActor = onMainActor }

  /// Hands `value` to a target that takes values on any thread. Subclasses override it or
  /// ``writeOnMainActor(_:)``.
  func write(_ value: Value) {}

  /// Hands `value` to a main-actor target.
  @MainActor
  func writeOnMainActor(_ value: Value) {}

  /// Starts observing `source`, until `lifetime` (if any) ends, the source completes or the
  /// returned subscription is cancelled.
  func connect(_ source: Signal<Value>, during lifetime: Lifetime?) -> Subscription {
    let upstream = source.observe { [self] event in
      switch event {
      case .value(let value): take(value)
      case .completed: sourceCompleted()
      }
    }
    keep(upstream) { $0.upstream = $1 }
    if let lifetime {
      keep(lifetime.observeEnded { [self] in cancel(subscription: 0) }) { $0.registration = $1 }
    }
    return Subscription(canceller: self, id: 0)
  }

  /// Stores `subscription` with `store`, or cancels it at once if the connection has already
  /// ended or its source completed while it was being made.
  private func keep(_ subscription: Subscription, _ store: (inout State, Subscription) -> Void) {
    let isOver = state.withLock { state in
      let isOver = state.isEnded || state.isCompleted
      if !isOver { store(&state, subscription) }
      return isOver
    }
    if isOver { subscription.cancel() }
  }

  /// Ends the binding: drops waiting values, stops observing the source and unregisters from
  /// the target's lifetime. A second call does nothing.
  func cancel(subscription id: UInt64) {
    let (upstream, registration) = state.withLock { state in
      state.isEnded = true
      state.pending = []
      defer { (state.upstream, state.registration) = (nil, nil) }
      return (state.upstream, state.registration)
    }
    upstream?.cancel()
    registration?.cancel()
  }

  /// The source is done: the lifetime forgets this binding, so a long-lived target does not
  /// collect entries for streams that have ended. Values still waiting are delivered.
  private func sourceCompleted() {
    // Both are handed out and released after the lock, as in `cancel`: releasing the source
    // may run deinitialisers, and the lock is not re-entrant.
    let (upstream, registration) = state.withLock { state in
      state.isCompleted = true
      defer { (state.upstream, state.registration) = (nil, nil) }
      return (state.upstream, state.registration)
    }
    registration?.cancel()
    withExtendedLifetime(upstream) {}
  }

  private func take(_ value: Value) {
    if isOnMainActor { deliver(value) } else { write(value) }
  }

  private func deliver(_ value: Value) {
    let schedule = state.withLock { state in
      guard !state.isEnded else { return false }
      state.pending.append(value)
      defer { state.isScheduled = true }
      return !state.isScheduled
    }
    guard schedule else { return }
    // A value on its way to the main actor is work a script waits for.
    let work = PendingWork.begin()
    Task.immediate { @MainActor in
      self.drain()
      work?.end()
    }
  }

  @MainActor
  private func drain() {
    while true {
      let values = state.withLock { state in
        defer { state.pending = [] }
        if state.pending.isEmpty { state.isScheduled = false }
        return state.pending
      }
      guard !values.isEmpty else { return }
      for value in values { writeOnMainActor(value) }
    }
  }
}
