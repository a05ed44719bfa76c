/// What changed between two snapshots of a sectioned collection, by identity, in stages that
/// each make a consistent batch update.
///
/// ```swift
/// let changes = try Changeset(from: oldSections, to: newSections)
/// for stage in changes.stages { table.performBatchUpdates(stage) }
/// ```
///
/// The stages, each present only when it has changes:
/// 1. items whose content changed, reloaded where they were;
/// 2. sections deleted, inserted (with their items) and moved;
/// 3. items deleted, inserted and moved, within and across the sections that stay;
/// 4. sections whose header or footer changed.
///
/// Items are matched by identity across the whole collection. An item moving into a new
/// section arrives with that section (and is deleted where it was); one leaving a deleted
/// section is inserted where it goes. Moves are as few as possible. A snapshot identical to the
/// old one is recognised without hashing anything: it is not checked for duplicates again.
///
/// The diff takes O(*n* + *k* log *n*) time for *n* items of which *k* move: matching items by
/// identity is linear (one hash table), and the fewest moves come from a longest increasing
/// subsequence of the staying items' positions, whose binary search runs only for the *k* items
/// it moves. A diff where nothing moves is linear; one where everything is shuffled is
/// O(*n* log *n*).
public struct Changeset: Equatable, Sendable {
  /// The batches, to apply in order; empty when nothing changed.
  public var stages: [ChangesetStage]

  /// A changeset of `stages`.
  @inlinable
  public init(stages: [ChangesetStage]) {
    self.stages = stages.filter { !$0.isEmpty }
  }

  /// Whether nothing changed.
  public var isEmpty: Bool { stages.isEmpty }

  /// How many changes there are, over all stages.
  public var changeCount: Int { stages.reduce(0) { $0 + $1.changeCount } }

  /// The changes from `old` to `new`; an item whose identity is kept but whose value differs
  /// is an update.
  ///
  /// - Throws: ``DuplicateIdentity`` when two sections, or two items, of one snapshot share an id.
  /// - Complexity: O(*n* + *k* log *n*) for *n* items of which *k* move (see ``Changeset``).
  @inlinable
  public init<SectionID, Header, Item: Identifiable & Equatable>(
    from old: [Section<SectionID, Header, Item>], to new: [Section<SectionID, Header, Item>]
  ) throws(DuplicateIdentity) {
    self = try SectionedDiff(old: old, new: new, identity: IdentifiableItems()).changeset()
  }

  /// The changes from `old` to `new`, identifying items by `id`; an item whose identity is
  /// kept but for which `isSame` is false is an update.
  ///
  /// - Throws: ``DuplicateIdentity`` when two sections, or two items, of one snapshot share an id.
  /// - Complexity: O(*n* + *k* log *n*) for *n* items of which *k* move (see ``Changeset``).
  @inlinable
  public init<SectionID, Header, Item, ItemID: Hashable>(
    from old: [Section<SectionID, Header, Item>], to new: [Section<SectionID, Header, Item>],
    id: @escaping (Item) -> ItemID, isSame: @escaping (Item, Item) -> Bool
  ) throws(DuplicateIdentity) {
    self = try SectionedDiff(
      old: old, new: new, identity: ItemsByFunction(identify: id, compare: isSame)
    ).changeset()
  }

  /// The changes from `old` to `new`, a list with one section (section 0).
  ///
  /// - Throws: ``DuplicateIdentity`` when two items share an id.
  /// - Complexity: O(*n* + *k* log *n*) for *n* items of which *k* move (see ``Changeset``).
  @inlinable
  public init<Item: Identifiable & Equatable>(
    from old: [Item], to new: [Item]
  ) throws(DuplicateIdentity) {
    self = try SectionedDiff(
      old: [Section<Int, String, Item>(id: 0, items: old)],
      new: [Section<Int, String, Item>(id: 0, items: new)], identity: IdentifiableItems()
    ).changeset()
  }
}
