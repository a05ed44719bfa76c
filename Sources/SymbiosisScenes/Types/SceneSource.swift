import Symbiosis

/// A data source a scene file made, whatever its value type: what the builder wires.
@MainActor
protocol SceneSource: AnyObject {
  /// The ``/Symbiosis/DataSource``.
  var object: AnyObject { get }
  /// The ``/Symbiosis/DataSource``, for a segue to pass: the destination follows it.
  var payload: any Sendable { get }
  /// The type of its value.
  var valueType: any Any.Type { get }
  /// Whether every scene naming it uses this one: a scene's end does not stop it, and a
  /// segue does not fill it.
  var isShared: Bool { get }
  /// The same source, shared (``isShared``); nil for one that cannot be.
  func shared() -> (any SceneSource)?
  /// What `read` makes of each value; nil while the source has none or `read` gives nil.
  func values<Result: Sendable>(_ read: @escaping @Sendable (Any) -> Result?) -> Property<Result?>
  /// An action loading the source again.
  func refreshAction() -> Action<Void>
  /// Why the source's last save failed; nil when nothing failed.
  var saveFailure: Property<(any Error)?> { get }
  /// Starts the first load, unless the source has loaded or is loading.
  func loadIfNeeded()
  /// Where its load is: idle, loading, loaded…
  var phase: Property<LoadPhase> { get }
  /// Stops loading, for good: the scene no longer has the source.
  func stop()
  /// Connects `binding` to show the source's state in `outlets`.
  func connect(_ binding: StateBinding, outlets: [String: AnyObject]) throws
  /// A source showing, of `cases`, the one `key` names
  /// (``/Symbiosis/DataSource/switching(on:cases:)``); nil when a case holds another type than
  /// this source.
  func switching(on key: Property<String?>, cases: [(String, any SceneSource)])
    -> (any SceneSource)?
  /// Calls `body` with the source's whole value as a property a control binds both ways, once
  /// the source has a value, when it is a `Field`, unless `lifetime` (the view's) has ended by
  /// then.
  func editable<Field: Equatable & Sendable>(
    as field: Field.Type, during lifetime: Lifetime,
    _ body: @escaping @MainActor (MutableProperty<Field>) -> Void)
}

/// A scene file's data source of values of `Value`.
@MainActor
final class TypedSource<Value: Sendable>: SceneSource {
  /// The source.
  let source: DataSource<Value>
  let isShared: Bool

  /// Wraps `source`, which other scenes use too when `isShared`.
  init(_ source: DataSource<Value>, isShared: Bool = false) {
    self.source = source
    self.isShared = isShared
  }

  func shared() -> (any SceneSource)? { TypedSource(source, isShared: true) }

  var object: AnyObject { source }
  var payload: any Sendable { source }
  var valueType: any Any.Type { Value.self }

  func values<Result: Sendable>(
    _ read: @escaping @Sendable (Any) -> Result?
  ) -> Property<Result?> {
    source.loadIfNeeded()
    return source.value.map { $0.flatMap { read($0) } }
  }

  func refreshAction() -> Action<Void> { RefreshAction(source) }

  var saveFailure: Property<(any Error)?> { source.saveFailure }

  func loadIfNeeded() { source.loadIfNeeded() }

  var phase: Property<LoadPhase> { source.phase }

  func stop() {
    // Other scenes use a shared source: it goes on loading for them.
    if !isShared { source.cancel() }
  }

  func connect(_ binding: StateBinding, outlets: [String: AnyObject]) throws {
    try binding.connect(toStateOf: source, outlets: outlets)
  }

  func switching(on key: Property<String?>, cases: [(String, any SceneSource)])
    -> (any SceneSource)?
  {
    var typed: [(String, DataSource<Value>)] = []
    for (name, source) in cases {
      guard let source = source.object as? DataSource<Value> else { return nil }
      typed.append((name, source))
    }
    return TypedSource(DataSource.switching(on: key, cases: typed))
  }

  func editable<Field: Equatable & Sendable>(
    as field: Field.Type, during lifetime: Lifetime,
    _ body: @escaping @MainActor (MutableProperty<Field>) -> Void
  ) {
    guard let source = source as? DataSource<Field> else { return }
    let whole: WritableKeyPath<Field, Field> & Sendable = \.self
    if let value = source.value.value {
      return body(source.editable(whole, whenEmpty: value))
    }
    // `editable` needs a value to show while the source has none; wait for the first.
    BindingTarget(
      lifetime: lifetime,
      onMainActor: { [weak source] (value: Field) in
        guard let source else { return }
        body(source.editable(whole, whenEmpty: value))
      }
    ).bindOutsideScope(source.value.values.ignoreNil().take(first: 1))
  }
}
