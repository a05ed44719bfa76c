/// State you can set: a ``Property`` with a setter, safe to use from any thread.
///
/// Every write is delivered, also a write of an equal value; use `removeDuplicates()` where that
/// matters. A write made by an observer while the property is delivering is delivered after the
/// current value has reached every observer (see <doc:TheContracts#Re-entrancy>). When the
/// property is deallocated its streams complete.
public final class MutableProperty<Value: Sendable>: Property<Value>, LifetimeProviding,
  @unchecked Sendable
{
  // Safety of @unchecked Sendable: the only stored property added here is a Sendable `let`
  // (a lock).
  /// Ends bindings into this property when it goes away.
  ///
  /// It is made when first asked for: most properties are never bound into.
  public var lifetime: Lifetime {
    madeLifetime.get { Lifetime() }
  }
  @usableFromInline let madeLifetime = MadeOnDemand<Lifetime>()

  /// A property holding `initial`.
  @inlinable
  public init(_ initial: Value) {
    super.init(broadcast: Broadcast(current: initial))
  }

  deinit { broadcast.complete() }

  /// The current value; setting it sends the new value to every observer.
  @inlinable
  public override var value: Value {
    get { broadcast.current.unsafelyUnwrapped }
    set { broadcast.send(newValue) }
  }

  /// Changes the value in place, atomically, and sends the result.
  @inlinable
  public func modify(_ update: (inout Value) -> Void) {
    broadcast.modify(update)
  }

  /// A read-only view of this property, for exposing it without its setter.
  public var readOnly: Property<Value> { self }
}
