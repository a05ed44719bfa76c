/// Something a binding writes into, alive as long as its ``lifetime``.
public struct BindingTarget<Value: Sendable>: Sendable {
  /// When this ends, bindings into the target end.
  public let lifetime: Lifetime
  /// Makes each binding's connection: a main-actor target's bindings each keep a queue of
  /// their own (see ``BindingConnection``).
  let makeConnection: @Sendable () -> BindingConnection<Value>

  /// A target that takes values on whatever thread sends them (for thread-safe targets such as
  /// ``MutableProperty``).
  public init(lifetime: Lifetime, receive: @escaping @Sendable (Value) -> Void) {
    self.lifetime = lifetime
    makeConnection = { ClosureBindingConnection(.anyThread(receive)) }
  }

  /// A target that takes every value on the main actor, in order: at once when sent there,
  /// otherwise as soon as the main actor runs.
  ///
  /// Ending the binding also drops values still waiting for the main actor, so a reused view
  /// never shows a value from the binding it had before.
  public init(lifetime: Lifetime, onMainActor receive: @escaping @MainActor (Value) -> Void) {
    self.lifetime = lifetime
    makeConnection = { ClosureBindingConnection(.mainActor(receive)) }
  }

  /// A target whose bindings each make their connection with `makeConnection`.
  init(lifetime: Lifetime, makeConnection: @escaping @Sendable () -> BindingConnection<Value>) {
    self.lifetime = lifetime
    self.makeConnection = makeConnection
  }
}
