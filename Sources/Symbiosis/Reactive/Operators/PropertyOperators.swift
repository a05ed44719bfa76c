extension Property {
  /// A property holding `transform` of this one's value.
  public func map<Result>(_ transform: @escaping @Sendable (Value) -> Result) -> Property<Result> {
    Property<Result>(deriving: values.map(transform))
  }

  /// A property holding the value at `keyPath` of this one's value.
  public func map<Result>(_ keyPath: any KeyPath<Value, Result> & Sendable) -> Property<Result> {
    Property<Result>(deriving: values.map(keyPath))
  }

  /// A property that changes only when `isDuplicate` says the new value differs.
  public func removeDuplicates(
    by isDuplicate: @escaping @Sendable (Value, Value) -> Bool
  ) -> Property<Value> {
    Property(deriving: values.removeDuplicates(by: isDuplicate))
  }

  /// A property holding the value before the latest change (`initial` at first) and the latest.
  public func combinePrevious(_ initial: Value) -> Property<(previous: Value, current: Value)> {
    Property<(previous: Value, current: Value)>(deriving: values.combinePrevious(initial))
  }

  /// A property holding a running result over this one's values, the current one included.
  public func scan<Result>(
    _ initial: Result,
    _ next: @escaping @Sendable (Result, Value) -> Result
  ) -> Property<Result> {
    Property<Result>(deriving: values.scan(initial, next))
  }

  /// A property that takes a change only once `interval` has passed without a newer one.
  public func debounce<C: Clock>(for interval: C.Duration, clock: C) -> Property<Value> {
    Property(deriving: values.passingFirst { $0.debounce(for: interval, clock: clock) })
  }

  /// A property that takes at most one change per `interval`: the first at once, then the
  /// latest of each interval at its end.
  public func throttle<C: Clock>(for interval: C.Duration, clock: C) -> Property<Value> {
    Property(deriving: values.passingFirst { $0.throttle(for: interval, clock: clock) })
  }

  /// A property that takes each change `interval` after it happened.
  public func delay<C: Clock>(for interval: C.Duration, clock: C) -> Property<Value> {
    Property(deriving: values.passingFirst { $0.delay(for: interval, clock: clock) })
  }

  /// A property that follows the property `transform` makes of the current value, dropping
  /// the previous one (and cancelling its work) whenever this value changes.
  public func flatMapLatest<Result>(
    _ transform: @escaping @Sendable (Value) -> Property<Result>
  ) -> Property<Result> {
    Property<Result>(deriving: values.flatMapLatest(transform))
  }
}

extension Property where Value: Equatable {
  /// A property that changes only when its value really changes.
  public func removeDuplicates() -> Property<Value> { removeDuplicates(by: ==) }
}

extension Property {
  /// A property that starts as `initial` and takes the result of `operation`, run at once in
  /// a task that is cancelled when the property is no longer observed or referenced.
  public convenience init(initial: Value, task operation: @escaping @Sendable () async -> Value) {
    self.init(initial: initial, then: .async(operation))
  }
}

/// A property holding a tuple of the current values of `a` and `b`.
public func combineLatest<A, B>(_ a: Property<A>, _ b: Property<B>) -> Property<(A, B)> {
  Property(deriving: combineLatest(a.values, b.values))
}

/// A property holding a tuple of the current values of three properties.
public func combineLatest<A, B, C>(
  _ a: Property<A>, _ b: Property<B>, _ c: Property<C>
) -> Property<(A, B, C)> {
  Property(deriving: combineLatest(a.values, b.values, c.values))
}

/// A property holding a tuple of the current values of four properties.
public func combineLatest<A, B, C, D>(
  _ a: Property<A>, _ b: Property<B>, _ c: Property<C>, _ d: Property<D>
) -> Property<(A, B, C, D)> {
  Property(deriving: combineLatest(a.values, b.values, c.values, d.values))
}
