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
