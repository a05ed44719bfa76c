/// What a table or grid shows: a ``Property`` or a ``DataSource`` of a list, or of sections.
///
/// One initialiser of ``CollectionState`` (and of each platform's table and grid) takes any of
/// them:
///
/// ```swift
/// CollectionState(items: model.songs)                      // a property of a list
/// CollectionState(sections: people.sections(by: \.initial)) // a data source of sections
/// ```
///
/// A data source shows nothing until it loads, and the collection keeps it alive.
public protocol CollectionSource<Value>: Sendable {
  /// The list, or the sections, the source holds.
  associatedtype Value: Sendable

  /// The value held now and each change; `empty` until a data source has loaded one.
  func collectionValues(untilLoaded empty: Value) -> Property<Value>
}

extension Property: CollectionSource {
  /// This property: it always holds a value.
  public func collectionValues(untilLoaded _: Value) -> Property<Value> { self }
}

extension DataSource: CollectionSource {
  /// The source's ``DataSource/value``, `empty` while it has none.
  public nonisolated func collectionValues(untilLoaded empty: Value) -> Property<Value> {
    value.map { $0 ?? empty }
  }
}
