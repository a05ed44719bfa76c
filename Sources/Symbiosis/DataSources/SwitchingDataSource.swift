/// A source following, among its cases, the one a key names; made by
/// ``DataSource/switching(on:cases:)``.
@MainActor
final class SwitchingDataSource<Key: Hashable & Sendable, Value: Sendable>:
  SettableDataSource<Value>
{
  private let cases: [(key: Key, source: DataSource<Value>)]
  private var chosen: Key?

  init(on key: Property<Key?>, cases: [(key: Key, source: DataSource<Value>)]) {
    self.cases = cases
    super.init()
    BindingTarget(
      lifetime: lifetime,
      onMainActor: { [weak self] (key: Key?) in self?.choose(key) }
    ).bindOutsideScope(key.values)
  }

  private func choose(_ key: Key?) {
    guard key != chosen || key == nil else { return }
    chosen = key
    guard let key else {
      stopFollowing()
      return interrupt(with: .idle)
    }
    guard let source = cases.first(where: { $0.key == key })?.source else {
      stopFollowing()
      return interrupt(
        with: .failed(
          DataSourceError.noCase(
            named: String(describing: key), cases: cases.map { String(describing: $0.key) })))
    }
    follow(source)
  }
}

extension DataSource {
  /// A source showing, of `cases`, the one `key` names, switching as `key` changes: its state
  /// and value are that case's, an edit (``modify(_:)``) is made in that case, and a refresh
  /// refreshes it.
  ///
  /// It is `idle` while `key` is nil, and `failed` with ``DataSourceError/noCase(named:cases:)``
  /// while `key` names no case. A key given more than once names its first case.
  ///
  /// ```swift
  /// let shown = DataSource.switching(
  ///   on: filter, cases: [("All", todos), ("Active", active), ("Completed", completed)])
  /// ```
  public static func switching<Key: Hashable & Sendable>(
    on key: Property<Key?>, cases: [(Key, DataSource<Value>)]
  ) -> DataSource<Value> {
    SwitchingDataSource(on: key, cases: cases.map { (key: $0.0, source: $0.1) })
  }
}
