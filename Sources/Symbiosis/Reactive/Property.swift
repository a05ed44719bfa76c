import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Observable state: it always has a value, gives it to each new observer, then every change.
///
/// A property made by an operator (`map`, `combineLatest`, `debounce`, …) keeps its own value
/// and is shared by all its observers: the operator runs once per change, not once per
/// observer. It keeps reading its source while it, or anything observing it, is alive.
public class Property<Value: Sendable>: @unchecked Sendable {
  // Safety of @unchecked Sendable: every stored property is a `let` of a Sendable type; the
  // class is open only to `MutableProperty`, which adds no stored state.
  @usableFromInline let broadcast: Broadcast<Value>
  @usableFromInline let upstream: Subscription?

  /// A property whose value never changes.
  @inlinable
  public init(value: Value) {
    broadcast = Broadcast(current: value)
    upstream = nil
  }

  /// A property that starts as `initial` and then takes each value `changes` sends.
  @inlinable
  public init(initial: Value, then changes: Signal<Value>) {
    let broadcast = Broadcast(current: initial)
    self.broadcast = broadcast
    upstream = changes.observe { broadcast.forward($0) }
  }

  /// A property that holds the values of `values`, which must send its first one as soon as it
  /// is observed (as a property's `values` do).
  @inlinable
  init(deriving values: Signal<Value>) {
    let holder = FirstValueHolder<Value>()
    let subscription = values.observe { event in
      if let broadcast = holder.broadcast.load() {
        broadcast.forward(event)
      } else if case .value(let first) = event {
        _ = holder.broadcast.storeIfNil(Broadcast(current: first))
      }
    }
    self.broadcast = holder.waitForFirstValue()
    upstream = subscription
  }

  @inlinable
  init(broadcast: Broadcast<Value>) {
    self.broadcast = broadcast
    upstream = nil
  }

  deinit {
    if let upstream { broadcast.releaseWhenUnobserved { upstream.cancel() } }
  }

  /// The value the observers are being given now, which differs from ``value`` while an
  /// observer's write waits for the delivery in progress; ``value`` once delivery is over.
  ///
  /// A two-way binding compares what comes back from the other side with this, not with
  /// ``value``: a value equal to it is the echo of the delivery in progress, not a change.
  var delivering: Value { broadcast.delivering.unsafelyUnwrapped }

  /// The current value.
  @inlinable
  public var value: Value {
    // A property's broadcast is made with a value and never loses it.
    broadcast.current.unsafelyUnwrapped
  }

  /// The current value, then every change.
  ///
  /// The signal keeps this property alive while it exists, so `model.name.map(f).values` keeps
  /// working after the temporary property is gone.
  @inlinable
  public var values: Signal<Value> {
    Signal { observer in self.broadcast.attach(replay: true, observer) }
  }

  /// Every change after the moment of observing; the current value is not sent.
  @inlinable
  public var changes: Signal<Value> {
    Signal { observer in self.broadcast.attach(replay: false, observer) }
  }

  /// Observes the current value, then every change.
  @inlinable
  @discardableResult
  public func observe(_ observer: @escaping @Sendable (Event<Value>) -> Void) -> Subscription {
    broadcast.attach(replay: true, observer)
  }

  /// Observes the current value, then every change, values only.
  @inlinable
  @discardableResult
  public func observeValues(_ action: @escaping @Sendable (Value) -> Void) -> Subscription {
    broadcast.attach(replay: true) { event in
      if case .value(let value) = event { action(value) }
    }
  }
}

extension Broadcast {
  /// Passes on an upstream event.
  @inlinable
  func forward(_ event: Event<Value>) {
    switch event {
    case .value(let value): send(value)
    case .completed: finish()
    }
  }
}

/// Where a derived property's first value lands while it subscribes.
///
/// The first value almost always arrives during the subscribe call, on the subscribing thread.
/// When a source joins streams (`combineLatest`) and another thread is delivering at that
/// moment, that thread delivers it instead, a moment later; the initialiser waits for it.
@usableFromInline
final class FirstValueHolder<Value: Sendable>: Sendable {
  @usableFromInline let broadcast = AtomicLazyReference<Broadcast<Value>>()

  @inlinable
  init() {}

  @inlinable
  func waitForFirstValue() -> Broadcast<Value> {
    while true {
      if let broadcast = broadcast.load() { return broadcast }
      sched_yield()
    }
  }
}
