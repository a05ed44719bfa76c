/// One change of an observable collection: the snapshot to show and what changed to reach it.
///
/// A view that showed the previous update's `sections` applies `changeset`'s stages in order
/// and then shows exactly `sections`.
public struct CollectionUpdate<SectionID: Hashable, Header: Equatable, Item>: Identifiable {
  /// The sections to show.
  public var sections: [Section<SectionID, Header, Item>]
  /// What changed since the previous update; the first update inserts every section.
  public var changeset: Changeset
  /// Why the latest snapshot was refused (two sections or items share an id), or `nil`. A
  /// refused snapshot leaves `sections` as they were, with an empty changeset.
  public var failure: DuplicateIdentity?
  /// Counts the updates, so that two updates showing equal sections still differ.
  public var id: Int

  /// An update to `sections` by `changeset`.
  public init(
    sections: [Section<SectionID, Header, Item>], changeset: Changeset,
    failure: DuplicateIdentity? = nil, id: Int = 0
  ) {
    self.sections = sections
    self.changeset = changeset
    self.failure = failure
    self.id = id
  }

  /// How many items all sections hold.
  public var itemCount: Int { sections.itemCount() }

  /// The item at `path`, or `nil` when there is none.
  public func item(at path: ItemPath) -> Item? { sections.item(at: path) }
}

extension CollectionUpdate: Sendable where SectionID: Sendable, Header: Sendable, Item: Sendable {}
