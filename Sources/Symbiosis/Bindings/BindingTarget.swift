/// Something a binding writes into, alive as long as its ``lifetime``.
public struct BindingTarget<Value: Sendable>: Sendable {
  /// When this ends, bindings into the target end.
  public let lifetime: Lifetime
  let receive: @Sendable (Value) -> Void

  /// A target that takes values on whatever thread sends them (for thread-safe targets such as
  /// ``MutableProperty``).
  public init(lifetime: Lifetime, receive: @escaping @Sendable (Value) -> Void) {
    self.lifetime = lifetime
    self.receive = receive
  }

  /// A target that takes every value on the main actor, in order: at once when sent there,
  /// otherwise as soon as the main actor runs.
  public init(lifetime: Lifetime, onMainActor receive: @escaping @MainActor (Value) -> Void) {
    let delivery = MainActorDelivery(receive)
    self.init(lifetime: lifetime) { delivery.deliver($0) }
  }
}

/// Something that can be on the left of `<~`: a ``BindingTarget`` or a ``MutableProperty``.
public protocol BindingTargetProvider<Value> {
  /// The type of the values the target takes.
  associatedtype Value: Sendable

  /// The target bindings write into.
  var bindingTarget: BindingTarget<Value> { get }
}

extension BindingTarget: BindingTargetProvider {
  /// The target itself.
  public var bindingTarget: BindingTarget<Value> { self }
}

extension MutableProperty: BindingTargetProvider {
  /// Sets the property, from any thread; the binding ends when the property goes away.
  public var bindingTarget: BindingTarget<Value> {
    BindingTarget(lifetime: lifetime) { [weak self] value in self?.value = value }
  }
}
