import Synchronization

/// Delivers events from several sources to one observer, one at a time and in arrival order.
///
/// Operators that join streams (`merge`, `combineLatest`, `flatMap`, timers) send through it, so
/// their observers keep the guarantee that events never overlap. Sends made while another is
/// being delivered, re-entrantly or from another thread, are queued and delivered by the thread
/// already delivering. Nothing is delivered after `.completed` or ``close()``.
///
/// A send may carry a generation: `flatMapLatest` advances the generation when it switches to a
/// new inner stream, and events of an older generation are dropped, even ones already queued.
@usableFromInline
final class Serializer<Value: Sendable>: Sendable {
  @usableFromInline
  struct State {
    @usableFromInline var isDelivering = false
    @usableFromInline var isClosed = false
    @usableFromInline var generation: UInt64 = 0
    @usableFromInline var queue: [(event: Event<Value>, generation: UInt64?)] = []

    @inlinable
    init() {}
  }

  @usableFromInline let state = Mutex(State())
  @usableFromInline let observer: Signal<Value>.Observer

  @inlinable
  init(_ observer: @escaping Signal<Value>.Observer) {
    self.observer = observer
  }

  /// Whether `.completed` has been sent or the serializer closed.
  @inlinable
  var isClosed: Bool { state.withLock { $0.isClosed } }

  /// Drops everything sent from now on.
  @inlinable
  func close() { state.withLock { $0.isClosed = true } }

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
    let deliverNow = state.withLock { state -> Bool in
      guard !state.isClosed, generation.map({ $0 == state.generation }) ?? true else {
        return false
      }
      if case .completed = event { state.isClosed = true }
      if state.isDelivering {
        state.queue.append((event, generation))
        return false
      }
      state.isDelivering = true
      return true
    }
    guard deliverNow else { return }
    var next: Event<Value>? = event
    while let event = next {
      observer(event)
      next = nextQueued()
    }
  }

  @inlinable
  func nextQueued() -> Event<Value>? {
    state.withLock { state in
      while !state.queue.isEmpty {
        let (event, generation) = state.queue.removeFirst()
        if generation.map({ $0 == state.generation }) ?? true { return event }
      }
      state.isDelivering = false
      return nil
    }
  }
}
