/// A data source whose value is given from outside: by a segue, a parent screen or a test.
///
/// A ``Navigator`` fills a destination scene's settable sources with what a segue passes. A
/// source that follows another stops following when it goes away, so a forwarded source never
/// keeps updating a screen that is gone.
///
/// An edit (``modify(_:)``) of a source following another data source is made in that one, so
/// a detail scene following `people.item(id)` edits the list; a source holding a value passed
/// as a copy edits only its copy.
@MainActor
open class SettableDataSource<Value: Sendable>: DataSource<Value> {
  private var following: Subscription?
  private var followed: DataSource<Value>?

  /// A source with no value yet (`idle`).
  public override init() {
    super.init()
  }

  /// A source holding `value`.
  public init(_ value: Value) {
    super.init()
    settle(with: value)
  }

  /// Holds `value` from now on, ending any following.
  public func set(_ value: Value) {
    stopFollowing()
    interrupt(with: settledState(for: value))
  }

  /// Mirrors `source`'s state and value from now on, until this source goes away or is set.
  ///
  /// This source keeps `source` alive meanwhile, and ``refresh()`` refreshes it.
  public func follow(_ source: DataSource<Value>) {
    stopFollowing()
    followed = source
    source.loadIfNeeded()
    let states = BindingTarget(
      lifetime: lifetime,
      onMainActor: { [weak self] (state: LoadState<Value>) in
        self?.interrupt(with: state)
      }
    ).bindOutsideScope(source.state.values)
    let edits = BindingTarget(
      lifetime: lifetime,
      onMainActor: { [weak self] (value: Value) in
        self?.replaceValue(with: value)
      }
    ).bindOutsideScope(source.unsettledEdits)
    following = Subscription([states, edits])
  }

  /// Takes each value of `values` from now on, until this source goes away or is set.
  public func follow(_ values: some BindingSource<Value>) {
    stopFollowing()
    following = BindingTarget(
      lifetime: lifetime,
      onMainActor: { [weak self] (value: Value) in
        guard let self else { return }
        interrupt(with: settledState(for: value))
      }
    ).bindOutsideScope(values.bindingSignal)
  }

  /// Edits the data source this one follows, or else this source's own value.
  public override func modify(_ change: @escaping (inout Value) -> Void) {
    if let followed { followed.modify(change) } else { super.modify(change) }
  }

  /// Refreshes the source this one follows, if any.
  open override func refresh() { followed?.refresh() }

  override var isRefreshable: Bool { followed?.isRefreshable ?? false }

  /// Ends any following: the source keeps the value it has until told another.
  func stopFollowing() {
    following?.cancel()
    following = nil
    followed = nil
  }

  override func sceneDidEnd() {
    stopFollowing()
    super.sceneDidEnd()
  }
}

extension SettableDataSource: ForwardingTarget {
  var valueTypeName: String { String(describing: Value.self) }

  func accepts(_ payload: Any) -> Bool {
    payload is Value || payload is DataSource<Value>
  }

  func receive(_ payload: Any) {
    if let source = payload as? DataSource<Value> {
      follow(source)
    } else if let value = payload as? Value {
      set(value)
    }
  }
}
