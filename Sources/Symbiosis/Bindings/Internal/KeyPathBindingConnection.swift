/// A binding connection that sets a property of an object on the main actor
/// (`label.reactive.text <~ name`), holding the object and the key path itself rather than in a
/// closure of their own.
final class KeyPathBindingConnection<Base: AnyObject & Sendable, Value: Sendable>:
  BindingConnection<Value>, @unchecked Sendable
{
  // Safety of @unchecked Sendable: the stored properties added are `let`s of Sendable types.
  /// Weak: a binding never keeps its view alive; it ends when the view's lifetime does.
  private weak let base: Base?
  private let keyPath: ReferenceWritableKeyPath<Base, Value> & Sendable

  /// A connection setting `keyPath` of `base`.
  init(_ base: Base?, _ keyPath: ReferenceWritableKeyPath<Base, Value> & Sendable) {
    self.base = base
    self.keyPath = keyPath
    super.init(onMainActor: true)
  }

  @MainActor
  override func writeOnMainActor(_ value: Value) {
    base?[keyPath: keyPath] = value
  }
}
