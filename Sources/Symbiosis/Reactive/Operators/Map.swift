extension Signal {
  /// Sends `transform` of each value.
  @inlinable
  public func map<Result>(_ transform: @escaping @Sendable (Value) -> Result) -> Signal<Result> {
    let subscribe = self.subscribe
    return Signal<Result> { observer in
      subscribe { observer($0.map(transform)) }
    }
  }

  /// Sends the value at `keyPath` of each value.
  @inlinable
  public func map<Result>(_ keyPath: any KeyPath<Value, Result> & Sendable) -> Signal<Result> {
    map { $0[keyPath: keyPath] }
  }

  /// Sends only the values for which `isIncluded` is true.
  @inlinable
  public func filter(_ isIncluded: @escaping @Sendable (Value) -> Bool) -> Signal<Value> {
    let subscribe = self.subscribe
    return Signal { observer in
      subscribe { event in
        switch event {
        case .value(let value): if isIncluded(value) { observer(event) }
        case .completed: observer(.completed)
        }
      }
    }
  }

  /// Sends the non-`nil` results of `transform`.
  @inlinable
  public func compactMap<Result>(
    _ transform: @escaping @Sendable (Value) -> Result?
  ) -> Signal<Result> {
    let subscribe = self.subscribe
    return Signal<Result> { observer in
      subscribe { event in
        switch event {
        case .value(let value): if let result = transform(value) { observer(.value(result)) }
        case .completed: observer(.completed)
        }
      }
    }
  }

  /// Sends the values that pass, with an observer-owned state, through `body`; the shared shape
  /// of the stateful operators below.
  @inlinable
  func transformEvents<Result, State>(
    initial: @escaping @Sendable () -> State,
    _ body: @escaping @Sendable (inout State, Event<Value>, (Event<Result>) -> Void) -> Void
  ) -> Signal<Result> {
    let subscribe = self.subscribe
    return Signal<Result> { observer in
      let state = OperatorState(initial())
      return subscribe { event in body(&state.value, event, observer) }
    }
  }
}

extension Signal {
  /// Sends the non-`nil` values of a signal of optionals.
  @inlinable
  public func ignoreNil<Wrapped>() -> Signal<Wrapped> where Value == Wrapped? {
    compactMap { $0 }
  }
}
