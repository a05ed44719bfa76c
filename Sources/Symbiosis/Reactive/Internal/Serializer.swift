/// Delivers events from several sources to one observer, one at a time and in arrival order,
/// and owns what feeds it.
///
/// Operators that join streams (`merge`, `combineLatest`, `flatMap`, timers) send through it, so
/// their observers keep the guarantee that events never overlap. Sends made while another is
/// being delivered, re-entrantly or from another thread, are queued and delivered by the thread
/// already delivering. Nothing is accepted after `.completed`, and nothing at all is delivered
/// after ``close()``, not even what was queued.
///
/// Completing and closing end the same way: the serializer lets go of its observer and cancels
/// every subscription it was given to ``own(_:)``. So a stream that has ended holds nothing, and
/// a handle kept after the end keeps nothing alive but the serializer itself.
///
/// A send may carry a generation: `flatMapLatest` advances the generation when it switches to a
/// new inner stream, and events of an older generation are dropped, even ones already queued.
@usableFromInline
final class Serializer<Value: Sendable>: SubscriptionCanceller, @unchecked Sendable {
  // Safety of @unchecked Sendable: `state` is behind a Lock; `observer` is only read or
  // written by the thread that set `state.isDelivering` (see `claim`, `close` and `finish`).
  @usableFromInline
  struct State {
    @usableFromInline var isDelivering = false
    @usableFromInline var isCompleted = false
    @usableFromInline var isClosed = false
    @usableFromInline var generation: UInt64 = 0
    @usableFromInline var queue: [(event: Event<Value>, generation: UInt64?)] = []
    /// What feeds the observer, cancelled once it is over.
    @usableFromInline var owned: [Subscription] = []
    @usableFromInline var isOver = false

    @inlinable
    init() {}

    @inlinable
    func accepts(_ generation: UInt64?) -> Bool {
      generation.map { $0 == self.generation } ?? true
    }

    @inlinable
    var isFinished: Bool { isClosed || isCompleted }

    /// Marks the serializer over and hands back what it owned, for the caller to cancel.
    @inlinable
    mutating func end() -> [Subscription] {
      isOver = true
      defer { owned = [] }
      return owned
    }
  }

  @usableFromInline let state = Lock(State())
  /// Unchecked: only the thread holding delivery touches it (see above), so the runtime's
  /// check for overlapping accesses, which would cost every event a call, has nothing to find.
  @usableFromInline @exclusivity(unchecked) var observer: Signal<Value>.Observer?

  @inlinable
  init(_ observer: @escaping Signal<Value>.Observer) {
    self.observer = observer
    #if DEBUG
      StreamTracking.note(self)
    #endif
  }

  /// Whether `.completed` has been sent or the serializer closed.
  @inlinable
  var isClosed: Bool { state.withLock { $0.isFinished } }

  /// A handle that closes this serializer: what an operator returns to its observer.
  @inlinable
  var subscription: Subscription { Subscription(canceller: self, id: 0) }

  /// Keeps `subscription` until the stream is over, then cancels it; at once if it already is.
  @inlinable
  func own(_ subscription: Subscription) {
    let isOver = state.withLock { state in
      if !state.isOver { state.owned.append(subscription) }
      return state.isOver
    }
    if isOver { subscription.cancel() }
  }

  @inlinable
  func cancel(subscription id: UInt64) { close() }

  /// Drops everything, queued events included, and cancels what feeds the observer: the
  /// observer has cancelled.
  @inlinable
  func close() {
    // The queued events are handed out and released after the lock: a deinitialiser may use
    // this serializer again, and the lock is not re-entrant.
    let (isIdle, owned, _) = state.withLock { state in
      state.isClosed = true
      // Claiming delivery lets this thread release the observer; a thread delivering right
      // now releases it itself once its delivery returns.
      defer { (state.isDelivering, state.queue) = (true, []) }
      return (!state.isDelivering, state.end(), state.queue)
    }
    for subscription in owned { subscription.cancel() }
    if isIdle { finish() }
  }

  /// Starts a new generation and returns it; events of older ones are dropped from now on.
  @inlinable
  func advanceGeneration() -> UInt64 {
    state.withLock { state in
      state.generation += 1
      return state.generation
    }
  }

  /// Delivers `event` in order, unless it belongs to an outdated `generation`.
  @inlinable
  func send(_ event: Event<Value>, generation: UInt64? = nil) {
    if claim(event, generation: generation) { deliver(event) }
  }

  /// Takes `event` in: returns `true` when the caller must now ``deliver(_:)`` it itself,
  /// `false` when it was queued for the thread already delivering (or dropped).
  ///
  /// Callers that decide what to send under a lock of their own claim under that lock and
  /// deliver after releasing it, so the order of their decisions is the order of delivery.
  @inlinable
  func claim(_ event: Event<Value>, generation: UInt64? = nil) -> Bool {
    state.withLock { state -> Bool in
      guard !state.isFinished, state.accepts(generation) else { return false }
      if case .completed = event { state.isCompleted = true }
      guard !state.isDelivering else {
        state.queue.append((event, generation))
        return false
      }
      state.isDelivering = true
      return true
    }
  }

  /// Claims a timer's last waiting value (if any) and the completion, in that order; returns
  /// the first of them the caller must deliver.
  @inlinable
  func claimLast(_ value: Value?) -> Event<Value>? {
    var first: Event<Value>?
    if let value, claim(.value(value)) { first = .value(value) }
    if claim(.completed) { first = first ?? .completed }
    return first
  }

  /// Delivers a claimed event, then whatever was queued meanwhile; after the last event of
  /// all, lets go of the observer and what feeds it.
  @inlinable
  func deliver(_ event: Event<Value>) {
    observer?(event)
    while true {
      switch nextQueued() {
      case .deliver(let event): observer?(event)
      case .drop: continue
      case .idle: return
      case .finished: return finish()
      }
    }
  }

  @usableFromInline
  enum Next {
    case deliver(Event<Value>)
    /// An event of an outdated generation, handed out to be released after the lock.
    case drop(Event<Value>)
    case idle
    case finished
  }

  @inlinable
  func nextQueued() -> Next {
    state.withLock { state in
      // `close` empties the queue, and nothing is queued once it has.
      if !state.queue.isEmpty {
        let (event, generation) = state.queue.removeFirst()
        return state.accepts(generation) ? .deliver(event) : .drop(event)
      }
      guard state.isFinished else {
        state.isDelivering = false
        return .idle
      }
      return .finished
    }
  }

  /// Lets go of the observer and cancels what this serializer owns; the caller holds delivery.
  @inlinable
  func finish() {
    observer = nil
    let owned = state.withLock { state in
      state.isDelivering = false
      return state.end()
    }
    for subscription in owned { subscription.cancel() }
  }
}
