extension Signal {
  /// Sends the first value at once and the rest through `transform`; how a property's timing
  /// operators keep the current value immediate while delaying its changes.
  func passingFirst(
    then transform: @escaping @Sendable (Signal<Value>) -> Signal<Value>
  ) -> Signal<Value> {
    let source = self
    return Signal { observer in
      let serializer = Serializer(observer)
      let (rest, input) = Signal.pipe()
      let restSubscription = transform(rest).observe { serializer.send($0) }
      let isFirst = OperatorState(true)
      let subscription = source.observe { event in
        if isFirst.value, case .value = event {
          isFirst.value = false
          serializer.send(event)
        } else if case .value(let value) = event {
          input.send(value)
        } else {
          input.complete()
        }
      }
      serializer.own(subscription)
      serializer.own(restSubscription)
      return serializer.subscription
    }
  }
}
