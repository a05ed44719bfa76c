/// How `<~` groups: below every other operator, so both sides can be expressions.
precedencegroup BindingPrecedence {
  associativity: right
  higherThan: AssignmentPrecedence
}

/// Binds the source on the right into the target on the left.
infix operator <~ : BindingPrecedence

/// Keeps two mutable properties equal.
infix operator <~> : BindingPrecedence

extension BindingTarget {
  /// Delivers the values of `source` into this target until the target's lifetime ends, the
  /// source completes or the returned subscription is cancelled.
  ///
  /// Inside a ``BindingScope`` (a component's `bindings(_:)`), the binding also ends with the
  /// scope.
  @discardableResult
  public func bind(_ source: Signal<Value>) -> Subscription {
    BindingScope.register(bindOutsideScope(source))
  }

  /// Delivers the values of `source` into this target until the target's lifetime ends, the
  /// source completes or the returned subscription is cancelled, but not with the current
  /// ``BindingScope``: for a part wiring its own state (a view following its own property),
  /// which must not end with the bindings of whatever component happens to be making it.
  @discardableResult
  public func bindOutsideScope(_ source: Signal<Value>) -> Subscription {
    makeConnection().connect(source, during: lifetime)
  }
}

/// Binds `source` into `target`: the target takes the source's current value (for a property)
/// and every later one, until the target goes away. Keep the result only to end sooner.
@discardableResult
public func <~ <Target: BindingTargetProvider, Source: BindingSource>(
  target: Target, source: Source
) -> Subscription where Target.Value == Source.Value {
  target.bindingTarget.bind(source.bindingSignal)
}

/// Binds a source of non-optional values into an optional target.
@discardableResult
public func <~ <Target: BindingTargetProvider, Source: BindingSource>(
  target: Target, source: Source
) -> Subscription where Target.Value == Source.Value? {
  target.bindingTarget.bind(source.bindingSignal.map { $0 })
}

/// Calls `action` on the main actor with every value of `source`, until the source completes
/// (a view's signals complete when the view goes) or the returned subscription is cancelled.
@discardableResult
public func <~ <Source: BindingSource>(
  action: @escaping @MainActor (Source.Value) -> Void, source: Source
) -> Subscription {
  BindingScope.register(
    ClosureBindingConnection(.mainActor(action)).connect(source.bindingSignal, during: nil))
}

/// Keeps `left` and `right` equal: `left` takes `right`'s value now, then each side takes the
/// other's changes.
///
/// The two never loop, also when an observer of either side changes what it is given (clamps
/// it, say), and end equal. Each side passes on only its latest
/// value: a value delivered while a newer write waits is stale, and the newer one follows. And
/// a value the other side is delivering is its echo and is not written back.
@discardableResult
public func <~> <Value: Equatable>(
  left: MutableProperty<Value>, right: MutableProperty<Value>
) -> Subscription {
  let rightToLeft = BindingTarget(lifetime: left.lifetime) { [weak left, weak right] value in
    guard let left, right?.value == value, left.delivering != value else { return }
    left.value = value
  }.bind(right.values)
  let leftToRight = BindingTarget(lifetime: right.lifetime) { [weak right, weak left] value in
    guard let right, left?.value == value, right.delivering != value else { return }
    right.value = value
  }.bind(left.changes)
  return Subscription([rightToLeft, leftToRight])
}

/// Keeps an optional view property (a picker's selection) and a model property that always has
/// a value equal: `left` takes `right`'s value now and each change; each choice `left` takes
/// goes to `right`, and `nil` (nothing chosen: the options no longer hold it) leaves `right` as
/// it is. As with two properties of one type, the two never loop.
@discardableResult
public func <~> <Value: Equatable>(
  left: MutableProperty<Value?>, right: MutableProperty<Value>
) -> Subscription {
  let rightToLeft = BindingTarget(lifetime: left.lifetime) {
    [weak left, weak right] (value: Value) in
    guard let left, right?.value == value, left.delivering != value else { return }
    left.value = value
  }.bind(right.values)
  let leftToRight = BindingTarget(lifetime: right.lifetime) {
    [weak right, weak left] (value: Value?) in
    guard let right, let value, left?.value == value, right.delivering != value else { return }
    right.value = value
  }.bind(left.changes)
  return Subscription([rightToLeft, leftToRight])
}
