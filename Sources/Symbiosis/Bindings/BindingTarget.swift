/// Something a binding writes into, alive as long as its ``lifetime``.
public struct BindingTarget<Value: Sendable>: Sendable {
  /// When this ends, bindings into the target end.
  public let lifetime: Lifetime
  /// Makes, for each binding, the function that takes values and the one that stops it taking
  /// them; a main-actor target needs a queue of its own per binding.
  let makeReceiver: @Sendable () -> Receiver

  /// What one binding into a target writes through.
  struct Receiver {
    let receive: @Sendable (Value) -> Void
    let close: @Sendable () -> Void
  }

  /// A target that takes values on whatever thread sends them (for thread-safe targets such as
  /// ``MutableProperty``).
  public init(lifetime: Lifetime, receive: @escaping @Sendable (Value) -> Void) {
    self.lifetime = lifetime
    makeReceiver = { Receiver(receive: receive, close: {}) }
  }

  /// A target that takes every value on the main actor, in order: at once when sent there,
  /// otherwise as soon as the main actor runs.
  ///
  /// Ending the binding also drops values still waiting for the main actor, so a reused view
  /// never shows a value from the binding it had before.
  public init(lifetime: Lifetime, onMainActor receive: @escaping @MainActor (Value) -> Void) {
    self.lifetime = lifetime
    makeReceiver = {
      let delivery = MainActorDelivery(receive)
      return Receiver(receive: { delivery.deliver($0) }, close: { delivery.close() })
    }
  }
}
