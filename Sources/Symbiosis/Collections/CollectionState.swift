/// An observable sectioned collection: every snapshot of its source, each with the changeset
/// from the snapshot before, ready for a table or grid to apply.
///
/// ```swift
/// let songs = CollectionState(items: model.songs)        // or sections:
/// table.updates <~ songs.updates                          // only changed rows redraw
/// ```
///
/// A snapshot in which two sections or two items share an id is refused: the collection keeps
/// showing the last good snapshot and reports the duplicate in ``failure`` until a good one
/// arrives.
public final class CollectionState<
  SectionID: Hashable & Sendable, Header: Equatable & Sendable,
  Item: Identifiable & Equatable & Sendable
>: Sendable {
  /// The sections of one snapshot.
  public typealias Snapshot = [Section<SectionID, Header, Item>]
  /// A snapshot with the changes that led to it.
  public typealias Update = CollectionUpdate<SectionID, Header, Item>

  /// The latest snapshot with its changeset; the first one inserts every section.
  public let updates: Property<Update>
  /// A data source this collection reads, kept alive as long as the collection.
  private let source: (any Sendable)?

  /// The changeset from one snapshot to the next.
  ///
  /// The public initializers are inlinable and make it where they are called, where the item
  /// type is most often known: the diff then runs specialised for it, several times faster
  /// than through the generic witnesses of an instance made at run time.
  @usableFromInline
  typealias Diff = @Sendable (Snapshot, Snapshot) throws(DuplicateIdentity) -> Changeset

  /// The collection of each snapshot of sections `source` holds or loads: a property, or a
  /// data source (empty until it loads), which the collection keeps alive.
  @inlinable
  public convenience init(sections source: some CollectionSource<Snapshot>) {
    self.init(sections: source.collectionValues(untilLoaded: []), keeping: source) {
      old, new throws(DuplicateIdentity) in try Changeset(from: old, to: new)
    }
  }

  @usableFromInline
  init(sections: Property<Snapshot>, keeping source: (any Sendable)?, diff: @escaping Diff) {
    let first = Update(sections: [], changeset: Changeset(stages: []), id: -1)
    updates = sections.scan(first) { previous, snapshot in
      Self.update(previous, to: snapshot, diff: diff)
    }
    self.source = source
  }

  /// The current sections.
  public var sections: Property<Snapshot> { updates.map(\.sections) }
  /// Why the latest snapshot was refused, or `nil` when it is showing.
  public var failure: Property<DuplicateIdentity?> { updates.map(\.failure) }

  private static func update(
    _ previous: Update, to snapshot: Snapshot, diff: Diff
  ) -> Update {
    do {
      let changeset = try diff(previous.sections, snapshot)
      return Update(sections: snapshot, changeset: changeset, id: previous.id + 1)
    } catch {
      return Update(
        sections: previous.sections, changeset: Changeset(stages: []), failure: error,
        id: previous.id + 1)
    }
  }
}

extension CollectionState where SectionID == Int, Header == String {
  /// The collection of one section (section 0) holding each list `source` holds or loads: a
  /// property, or a data source (empty until it loads), which the collection keeps alive.
  @inlinable
  public convenience init(items source: some CollectionSource<[Item]>) {
    self.init(
      sections: source.collectionValues(untilLoaded: []).map { [Section(id: 0, items: $0)] },
      keeping: source
    ) { old, new throws(DuplicateIdentity) in try Changeset(from: old, to: new) }
  }
}
