/// The highlighted item of a list or grid, which follows its item by id: a new snapshot that
/// moves the item moves the cursor with it; one without the item keeps the cursor at its place,
/// or at the last item when the list is shorter now.
///
/// A platform drives it: ``move(to:in:)`` as the user moves the highlight, ``follow(_:)`` at each
/// snapshot shown, and ``takeOver(_:in:)`` when a list remade (by live reload) replaces one.
///
/// ```swift
/// var cursor = CollectionCursor<Person>()
/// cursor.move(to: ItemPath(section: 0, item: 2), in: adapter.sections)   // Down, Down
/// adapter.apply(update)
/// cursor.follow(adapter.sections)                    // still on the same person
/// ```
public struct CollectionCursor<Item: Identifiable> {
  /// Where the highlighted item is; `nil` while nothing is highlighted.
  public private(set) var path: ItemPath?
  /// The id of the highlighted item, which ``follow(_:)`` looks for.
  public private(set) var itemID: Item.ID?

  /// A cursor that highlights nothing.
  public init() {}

  /// Highlights the item at `path` of `sections`.
  public mutating func move<SectionID, Header>(
    to path: ItemPath, in sections: [Section<SectionID, Header, Item>]
  ) {
    self.path = path
    itemID = sections.item(at: path)?.id
  }

  /// Follows the highlighted item into `sections`, a new snapshot: to its new place, or, when
  /// `sections` no longer hold it, to the place it had (the last item when there are fewer now;
  /// nothing when there is none).
  public mutating func follow<SectionID, Header>(_ sections: [Section<SectionID, Header, Item>]) {
    path =
      itemID.flatMap { sections.path(ofItemWithID: $0) } ?? path.flatMap { clamped($0, sections) }
    itemID = path.flatMap { sections.item(at: $0)?.id }
  }

  /// Highlights the item `old` highlights, at its place in `sections`: a list made to replace
  /// the one `old` belongs to keeps the user's place. Nothing changes when `old` highlights
  /// nothing; the place stays when `sections` do not hold the item yet, which ``follow(_:)``
  /// looks for at the next snapshot.
  public mutating func takeOver<SectionID, Header>(
    _ old: CollectionCursor, in sections: [Section<SectionID, Header, Item>]
  ) {
    guard let id = old.itemID else { return }
    itemID = id
    path = sections.path(ofItemWithID: id) ?? path
  }

  /// The place of `path` in `sections`, moved to the last item when it is past the end.
  private func clamped<SectionID, Header>(
    _ path: ItemPath, _ sections: [Section<SectionID, Header, Item>]
  ) -> ItemPath? {
    let count = sections.itemCount()
    return count == 0
      ? nil : sections.path(ofFlatIndex: min(sections.flatIndex(of: path), count - 1))
  }
}

extension CollectionCursor: Sendable where Item.ID: Sendable {}

extension CollectionCursor: Equatable {}
