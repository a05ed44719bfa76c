extension Signal {
  /// Sends a running result: `next(result, value)` for each value, starting from `initial`.
  public func scan<Result>(
    _ initial: Result,
    _ next: @escaping @Sendable (Result, Value) -> Result
  ) -> Signal<Result> {
    transformEvents(initial: { initial }) { result, event, send in
      switch event {
      case .value(let value):
        result = next(result, value)
        send(.value(result))
      case .completed:
        send(.completed)
      }
    }
  }
}
