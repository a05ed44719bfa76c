/// A typed stream of events: only what happens after you start observing, never a replay.
///
/// A signal is a value that knows how to observe something. Operators (`map`, `filter`, …) make
/// new signals that observe the one they came from, so a chain costs one closure call per
/// operator per value and no locks. Operator state (a `scan` total, a `debounce` timer) belongs
/// to each observer and starts when it subscribes; the root the chain reads from is shared. To
/// share the work of a chain — an `async` search, say — between observers, hold it in a
/// ``Property``.
///
/// Each observer receives events one at a time, in order, never concurrently.
public struct Signal<Value: Sendable>: Sendable {
  /// Receives a signal's events.
  public typealias Observer = @Sendable (Event<Value>) -> Void

  @usableFromInline
  let subscribe: @Sendable (@escaping Observer) -> Subscription

  /// A signal whose observers are handed to `subscribe`, which starts delivering to them and
  /// returns how to stop.
  @inlinable
  public init(_ subscribe: @escaping @Sendable (@escaping Observer) -> Subscription) {
    self.subscribe = subscribe
  }

  /// Starts observing every event.
  @inlinable
  @discardableResult
  public func observe(_ observer: @escaping Observer) -> Subscription {
    subscribe(observer)
  }

  /// Starts observing values only.
  @inlinable
  @discardableResult
  public func observeValues(_ action: @escaping @Sendable (Value) -> Void) -> Subscription {
    subscribe { event in
      if case .value(let value) = event { action(value) }
    }
  }

  /// Observes values until `lifetime` ends or the signal completes, whichever is first.
  ///
  /// The lifetime forgets the observation when the signal completes, so a long-lived object
  /// does not collect entries for streams that have ended.
  @discardableResult
  public func observe(
    during lifetime: Lifetime, _ action: @escaping @Sendable (Value) -> Void
  ) -> Subscription {
    let registration = UpstreamLink()
    let subscription = subscribe { event in
      switch event {
      case .value(let value): action(value)
      case .completed: registration.end()
      }
    }
    registration.connect(lifetime.observeEnded { subscription.cancel() })
    return Subscription([subscription, registration.subscription])
  }
}

extension Signal {
  /// A root signal and the input that sends into it.
  @inlinable
  public static func pipe() -> (signal: Signal, input: Input) {
    let input = Input()
    return (input.signal, input)
  }

  /// A signal that never sends anything.
  @inlinable
  public static var never: Signal { Signal { _ in .empty } }

  /// A signal that completes as soon as it is observed.
  @inlinable
  public static var empty: Signal {
    Signal { observer in
      observer(.completed)
      return .empty
    }
  }

  /// A signal that sends `values` in order to each observer, then completes.
  ///
  /// It sends them all inside the call that subscribes, pulling each element as it sends it,
  /// unless a `take` after it, subscribing at the same time, is done: then it stops pulling,
  /// so `take` of an endless sequence returns.
  @inlinable
  public static func values(_ values: some Sequence<Value> & Sendable) -> Signal {
    Signal { observer in
      var iterator = values.makeIterator()
      guard let first = iterator.next() else {
        observer(.completed)
        return .empty
      }
      observer(.value(first))
      // Read after the first value, so a one-element sequence never pays for it.
      let request = StopRequest.current
      while request?.isStopped != true {
        guard let value = iterator.next() else {
          observer(.completed)
          return .empty
        }
        observer(.value(value))
      }
      return .empty
    }
  }

  /// A signal that sends `value` to each observer, then completes.
  @inlinable
  public static func just(_ value: Value) -> Signal {
    Signal { observer in
      observer(.value(value))
      observer(.completed)
      return .empty
    }
  }
}
