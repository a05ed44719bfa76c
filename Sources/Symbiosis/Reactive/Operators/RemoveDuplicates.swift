extension Signal {
  /// Drops a value when `isDuplicate` says it repeats the last value sent.
  public func removeDuplicates(
    by isDuplicate: @escaping @Sendable (Value, Value) -> Bool
  ) -> Signal<Value> {
    transformEvents(initial: { Value?.none }) { last, event, send in
      if case .value(let value) = event {
        if let previous = last, isDuplicate(previous, value) { return }
        last = value
      }
      send(event)
    }
  }
}

extension Signal where Value: Equatable {
  /// Drops a value equal to the last value sent.
  public func removeDuplicates() -> Signal<Value> { removeDuplicates(by: ==) }
}
