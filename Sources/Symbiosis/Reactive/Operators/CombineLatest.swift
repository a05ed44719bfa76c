extension Signal {
  /// Sends an array of the latest value of each signal once all have sent one, then on every
  /// change.
  ///
  /// Completes when every source has completed, or as soon as one completes without having
  /// sent a value, since no combination can be made then.
  @inlinable
  public static func combineLatest(_ signals: [Signal<Value>]) -> Signal<[Value]> {
    guard !signals.isEmpty else { return .empty }
    return Signal<[Value]> { observer in
      let serializer = Serializer(observer)
      let latest = Locked(LatestValues<Value>(count: signals.count))
      for (index, signal) in signals.enumerated() {
        let subscription = signal.observe { event in
          let (claimed, _) = latest.withLock { latest in
            let (output, replaced) = latest.receive(event, at: index)
            return (output.flatMap { serializer.claim($0) ? $0 : nil }, replaced)
          }
          if let claimed { serializer.deliver(claimed) }
        }
        serializer.own(subscription)
      }
      return serializer.subscription
    }
  }
}

/// The latest value of each source of a `combineLatest`, and what to send next.
///
/// A value replaced by a newer one is handed back, for the caller to release after its lock:
/// its deinitialiser may send into a source of the same `combineLatest`, and the lock is not
/// re-entrant.
@usableFromInline
struct LatestValues<Value: Sendable>: Sendable {
  @usableFromInline var values: [Value?]
  @usableFromInline var missing: Int
  @usableFromInline var running: Int

  @inlinable
  init(count: Int) {
    values = Array(repeating: nil, count: count)
    missing = count
    running = count
  }

  @inlinable
  mutating func receive(
    _ event: Event<Value>, at index: Int
  ) -> (output: Event<[Value]>?, replaced: Value?) {
    switch event {
    case .value(let value):
      let replaced = values[index]
      if replaced == nil { missing -= 1 }
      values[index] = value
      return (missing == 0 ? .value(values.map { $0.unsafelyUnwrapped }) : nil, replaced)
    case .completed:
      running -= 1
      // A source that completes without a value means there will never be a combination.
      return (running == 0 || values[index] == nil ? .completed : nil, nil)
    }
  }
}

/// Sends a tuple of the latest values of `a` and `b` once both have sent one, then on every
/// change.
///
/// Completes when every source has completed, or as soon as one completes without having sent
/// a value, since no combination can be made then.
@inlinable
public func combineLatest<A, B>(_ a: Signal<A>, _ b: Signal<B>) -> Signal<(A, B)> {
  Signal<(A, B)> { observer in
    let serializer = Serializer(observer)
    let latest = Locked(LatestPair<A, B>())
    // Deciding what to send and queueing it happen under one lock, so two threads writing the
    // two sources cannot deliver their combinations in the opposite order.
    let first = a.observe { event in
      let (claimed, _) = latest.withLock { latest in
        let (output, replaced) = latest.receive(event)
        return (output.flatMap { serializer.claim($0) ? $0 : nil }, replaced)
      }
      if let claimed { serializer.deliver(claimed) }
    }
    let second = b.observe { event in
      let (claimed, _) = latest.withLock { latest in
        let (output, replaced) = latest.receive(event)
        return (output.flatMap { serializer.claim($0) ? $0 : nil }, replaced)
      }
      if let claimed { serializer.deliver(claimed) }
    }
    serializer.own(first)
    serializer.own(second)
    return serializer.subscription
  }
}

/// The latest values of a two-source `combineLatest`, and what to send next; like
/// ``LatestValues``, it hands back the value a newer one replaced.
@usableFromInline
struct LatestPair<A: Sendable, B: Sendable>: Sendable {
  @usableFromInline var a: A?
  @usableFromInline var b: B?
  @usableFromInline var running = 2

  @inlinable
  init() {}

  @inlinable
  mutating func receive(_ event: Event<A>) -> (output: Event<(A, B)>?, replaced: A?) {
    var replaced: A?
    if case .value(let value) = event { (replaced, a) = (a, value) }
    return (output(for: event.value == nil, hasValue: a != nil), replaced)
  }

  @inlinable
  mutating func receive(_ event: Event<B>) -> (output: Event<(A, B)>?, replaced: B?) {
    var replaced: B?
    if case .value(let value) = event { (replaced, b) = (b, value) }
    return (output(for: event.value == nil, hasValue: b != nil), replaced)
  }

  @inlinable
  mutating func output(for isCompletion: Bool, hasValue: Bool) -> Event<(A, B)>? {
    if isCompletion {
      running -= 1
      return running == 0 || !hasValue ? .completed : nil
    }
    guard let a, let b else { return nil }
    return .value((a, b))
  }
}

/// Sends a tuple of the latest values of three signals once all have sent one, then on every
/// change.
///
/// Completes when every source has completed, or as soon as one completes without having sent
/// a value, since no combination can be made then.
public func combineLatest<A, B, C>(
  _ a: Signal<A>, _ b: Signal<B>, _ c: Signal<C>
) -> Signal<(A, B, C)> {
  combineLatest(combineLatest(a, b), c).map { ($0.0, $0.1, $1) }
}

/// Sends a tuple of the latest values of four signals once all have sent one, then on every
/// change.
///
/// Completes when every source has completed, or as soon as one completes without having sent
/// a value, since no combination can be made then.
public func combineLatest<A, B, C, D>(
  _ a: Signal<A>, _ b: Signal<B>, _ c: Signal<C>, _ d: Signal<D>
) -> Signal<(A, B, C, D)> {
  combineLatest(combineLatest(a, b), combineLatest(c, d)).map { ($0.0, $0.1, $1.0, $1.1) }
}
