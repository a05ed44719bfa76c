/// Delivers events from several sources to one observer, one at a time and in arrival order.
///
/// Operators that join streams (`merge`, `combineLatest`, `flatMap`, timers) send through it, so
/// their observers keep the guarantee that events never overlap. Sends made while another is
/// being delivered, re-entrantly or from another thread, are queued and delivered by the thread
/// already delivering. Nothing is accepted after `.completed`, and nothing at all is delivered
/// after ``close()``, not even what was queued.
///
/// A send may carry a generation: `flatMapLatest` advances the generation when it switches to a
/// new inner stream, and events of an older generation are dropped, even ones already queued.
@usableFromInline
final class Serializer<Value: Sendable>: Sendable {
  @usableFromInline
  struct State {
    @usableFromInline var isDelivering = false
    @usableFromInline var isCompleted = false
    @usableFromInline var isClosed = false
    @usableFromInline var generation: UInt64 = 0
    @usableFromInline var queue: [(event: Event<Value>, generation: UInt64?)] = []

    @inlinable
    init() {}

    @inlinable
    func accepts(_ generation: UInt64?) -> Bool {
      generation.map { $0 == self.generation } ?? true
    }
  }

  @usableFromInline let state = Lock(State())
  @usableFromInline let observer: Signal<Value>.Observer

  @inlinable
  init(_ observer: @escaping Signal<Value>.Observer) {
    self.observer = observer
  }

  /// Whether `.completed` has been sent or the serializer closed.
  @inlinable
  var isClosed: Bool { state.withLock { $0.isClosed || $0.isCompleted } }

  /// Drops everything, queued events included: the observer has cancelled.
  @inlinable
  func close() {
    state.withLock { state in
      state.isClosed = true
      state.queue = []
    }
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
      guard !state.isClosed, !state.isCompleted, state.accepts(generation) else { return false }
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

  /// Delivers a claimed event, then whatever was queued meanwhile.
  @inlinable
  func deliver(_ event: Event<Value>) {
    observer(event)
    while let event = nextQueued() { observer(event) }
  }

  @inlinable
  func nextQueued() -> Event<Value>? {
    state.withLock { state in
      while !state.isClosed, !state.queue.isEmpty {
        let (event, generation) = state.queue.removeFirst()
        if state.accepts(generation) { return event }
      }
      state.queue = []
      state.isDelivering = false
      return nil
    }
  }
}
