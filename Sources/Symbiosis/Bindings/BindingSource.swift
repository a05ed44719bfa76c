/// Something a binding can read from: a ``Property`` (its value, then its changes) or a
/// ``Signal`` (its events).
public protocol BindingSource<Value>: Sendable {
  /// The type of the values bound.
  associatedtype Value: Sendable

  /// What a binding observes.
  var bindingSignal: Signal<Value> { get }
}

extension Signal: BindingSource {
  /// The signal itself.
  public var bindingSignal: Signal<Value> { self }
}

extension Property: BindingSource {
  /// The current value, then every change.
  public var bindingSignal: Signal<Value> { values }
}
