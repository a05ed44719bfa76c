extension Signal {
  /// Sends each value paired with the one before it; the first value is paired with `initial`.
  public func combinePrevious(_ initial: Value) -> Signal<(previous: Value, current: Value)> {
    transformEvents(initial: { initial }) { previous, event, send in
      switch event {
      case .value(let value):
        send(.value((previous, value)))
        previous = value
      case .completed:
        send(.completed)
      }
    }
  }

  /// Sends each value paired with the one before it, starting from the second value.
  public func combinePrevious() -> Signal<(previous: Value, current: Value)> {
    transformEvents(initial: { Value?.none }) { previous, event, send in
      switch event {
      case .value(let value):
        if let last = previous { send(.value((last, value))) }
        previous = value
      case .completed:
        send(.completed)
      }
    }
  }
}
