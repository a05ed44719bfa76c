/// Binding targets for every writable property of an object: `label.reactive.text <~ name`.
///
/// Values are written on the main actor; bindings end with the object's ``Lifetime``. A
/// platform makes all of a view's properties bindable by conforming the view to
/// ``LifetimeProviding`` once.
@dynamicMemberLookup
public struct Reactive<Base: LifetimeProviding & Sendable>: Sendable {
  /// The object whose properties are targets.
  public let base: Base

  /// Wraps `base`.
  public init(_ base: Base) { self.base = base }

  /// A target that sets the property at `keyPath` on the main actor.
  public subscript<Value: Sendable>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Base, Value> & Sendable
  ) -> BindingTarget<Value> {
    BindingTarget(lifetime: base.lifetime) { [weak base] in
      KeyPathBindingConnection(base, keyPath)
    }
  }
}

extension LifetimeProviding where Self: Sendable {
  /// Binding targets for this object's writable properties.
  public var reactive: Reactive<Self> { Reactive(self) }
}
