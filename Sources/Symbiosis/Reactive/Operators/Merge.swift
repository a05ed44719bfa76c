extension Signal {
  /// Sends the values of all `signals` as they come; completes when all have completed.
  public static func merge(_ signals: [Signal<Value>]) -> Signal<Value> {
    guard !signals.isEmpty else { return .empty }
    return Signal { observer in
      let serializer = Serializer(observer)
      let remaining = Counter(signals.count)
      for signal in signals {
        let subscription = signal.observe { event in
          switch event {
          case .value: serializer.send(event)
          case .completed: if remaining.decrement() == 0 { serializer.send(.completed) }
          }
        }
        serializer.own(subscription)
      }
      return serializer.subscription
    }
  }

  /// Sends the values of all `signals` as they come; completes when all have completed.
  public static func merge(_ signals: Signal<Value>...) -> Signal<Value> { merge(signals) }

  /// Sends the values of this signal and of `other` as they come.
  public func merge(with other: Signal<Value>) -> Signal<Value> { .merge([self, other]) }
}
