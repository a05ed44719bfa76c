/// The diff behind ``Changeset``: identity maps, then moves by longest increasing subsequence.
@usableFromInline
struct SectionedDiff<SectionID: Hashable, Header: Equatable, Identity: ItemIdentity> {
  @usableFromInline typealias Item = Identity.Item
  @usableFromInline typealias ItemID = Identity.ID
  @usableFromInline typealias Snapshot = [Section<SectionID, Header, Item>]
  @usableFromInline let old: Snapshot
  @usableFromInline let new: Snapshot
  @usableFromInline let identity: Identity

  @inlinable
  init(old: Snapshot, new: Snapshot, identity: Identity) {
    self.old = old
    self.new = new
    self.identity = identity
  }

  @inlinable
  func changeset() throws(DuplicateIdentity) -> Changeset {
    if isUnchanged { return Changeset(stages: []) }
    let sections = try SectionMatch(old: old, new: new)
    var contentStage = ChangesetStage()
    var itemStage = ChangesetStage()
    try matchItems(sections, contentStage: &contentStage, itemStage: &itemStage)
    return Changeset(stages: [
      contentStage, sections.structureStage, itemStage, sections.headerStage,
    ])
  }

  /// Same sections, headers, identities and content, in the same order.
  @inlinable
  var isUnchanged: Bool {
    guard old.count == new.count else { return false }
    for (before, after) in zip(old, new) {
      guard before.id == after.id, before.header == after.header, before.footer == after.footer,
        before.items.count == after.items.count
      else { return false }
      for (a, b) in zip(before.items, after.items)
      where identity.id(of: a) != identity.id(of: b) || !identity.isSame(a, b) {
        return false
      }
    }
    return true
  }

  /// Matches every new item with its old self, filling the content and item stages.
  @inlinable
  func matchItems(
    _ sections: SectionMatch<SectionID>, contentStage: inout ChangesetStage,
    itemStage: inout ChangesetStage
  ) throws(DuplicateIdentity) {
    var oldItems = try OldItemIndex(old, identity: identity)
    defer { oldItems.recycle() }
    // Old items a new item matched, to find an identity used twice; and those it matched into
    // a section that stays, the others being deleted.
    var matched = BitArray(count: oldItems.count)
    var kept = BitArray(count: oldItems.count)
    // New identities not in the old snapshot, kept to find one used twice: in the old items'
    // table while it has room, then here.
    var insertedIDs = Set<ItemID>()
    var predicted = 0
    for (newSection, section) in new.enumerated() {
      let keepsSection = sections.oldIndexOfNew[newSection] >= 0
      // Items staying in this section: their old and new indices, in new order.
      var stayingOld = ScratchPool.take(capacity: section.items.count)
      var stayingNew = ScratchPool.take(capacity: section.items.count)
      defer {
        ScratchPool.recycle(stayingOld)
        ScratchPool.recycle(stayingNew)
      }
      for (newItem, item) in section.items.enumerated() {
        let itemID = identity.id(of: item)
        let to = ItemPath(section: newSection, item: newItem)
        let flatOld: Int
        switch oldItems.index(of: itemID, predicted: predicted) {
        case .found(let index) where index < oldItems.count: flatOld = index
        case .found: throw duplicate(itemID)
        case .full where !insertedIDs.insert(itemID).inserted: throw duplicate(itemID)
        case .added, .full:
          if keepsSection { itemStage.itemInserts.append(to) }
          continue
        }
        guard matched.insert(flatOld) else { throw duplicate(itemID) }
        predicted = flatOld + 1
        guard keepsSection else { continue }
        kept.insert(flatOld)
        let oldPath = oldItems.path(of: flatOld)
        let oldSectionDestination = sections.newIndexOfOld[oldPath.section]
        guard oldSectionDestination >= 0 else {
          itemStage.itemInserts.append(to)
          continue
        }
        if !identity.isSame(old[oldPath.section].items[oldPath.item], item) {
          contentStage.itemUpdates.append(oldPath)
        }
        if oldSectionDestination == newSection {
          stayingOld.append(Int32(truncatingIfNeeded: oldPath.item))
          stayingNew.append(Int32(truncatingIfNeeded: newItem))
        } else {
          let from = ItemPath(section: oldSectionDestination, item: oldPath.item)
          itemStage.itemMoves.append((from, to))
        }
      }
      for index in indicesOutsideLongestIncreasingSubsequence(stayingOld) {
        itemStage.itemMoves.append(
          (
            ItemPath(section: newSection, item: Int(stayingOld[index])),
            ItemPath(section: newSection, item: Int(stayingNew[index]))
          ))
      }
    }
    for (oldSection, destination) in sections.newIndexOfOld.enumerated() where destination >= 0 {
      let start = oldItems.sectionStarts[oldSection]
      for item in old[oldSection].items.indices where !kept.contains(start + item) {
        itemStage.itemDeletes.append(ItemPath(section: destination, item: item))
      }
    }
  }

  @inlinable
  func duplicate(_ itemID: ItemID) -> DuplicateIdentity {
    DuplicateIdentity(kind: .item, id: String(describing: itemID), inNewSnapshot: true)
  }
}

/// Every old item's identity and path, by its position in the flattened list.
@usableFromInline
struct OldItemIndex<ItemID: Hashable> {
  @usableFromInline var table: IdentityTable<ItemID>
  /// Each item's section, 4 bytes an item: at 100,000 items, memory is what the diff's time
  /// grows with.
  @usableFromInline var sectionOf: [Int32] = []
  /// Where each section starts in the flat list.
  @usableFromInline var sectionStarts: [Int] = []
  /// How many old items there are; the table's identities after them are new ones.
  @usableFromInline let count: Int

  @inlinable
  init<SectionID, Header, Identity: ItemIdentity>(
    _ old: [Section<SectionID, Header, Identity.Item>], identity: Identity
  ) throws(DuplicateIdentity) where Identity.ID == ItemID {
    let total = old.reduce(0) { $0 + $1.items.count }
    count = total
    table = IdentityTable(capacity: total)
    if old.count > 1 { sectionOf = ScratchPool.take(capacity: total) }
    sectionStarts.reserveCapacity(old.count)
    for (sectionIndex, section) in old.enumerated() {
      sectionStarts.append(table.ids.count)
      // One append a section checks the capacity once, not once an item.
      table.ids.append(contentsOf: section.items.lazy.map(identity.id(of:)))
      if old.count > 1 {
        sectionOf.append(
          contentsOf: repeatElement(
            Int32(truncatingIfNeeded: sectionIndex), count: section.items.count))
      }
    }
    if let repeated = table.indexAll() {
      throw DuplicateIdentity(kind: .item, id: String(describing: repeated), inNewSnapshot: false)
    }
  }

  /// The flat index of `id`, trying `predicted` and the index after it first; a new identity
  /// is added after the old ones while the table has room.
  ///
  /// Most items keep their order, so the old item after the last one matched is most often the
  /// one, and after a deletion the one after that: a sequential read instead of a random probe
  /// of a table that, at 100,000 items, is out of the cache.
  @inlinable
  mutating func index(of id: ItemID, predicted: Int) -> IdentityTable<ItemID>.Lookup {
    if predicted < count, table.ids[predicted] == id { return .found(predicted) }
    if predicted + 1 < count, table.ids[predicted + 1] == id { return .found(predicted + 1) }
    return table.indexAdding(id)
  }

  /// Gives the scratch memory back to the pool; the index is empty afterwards.
  @inlinable
  mutating func recycle() {
    ScratchPool.recycle(table.slots)
    ScratchPool.recycle(sectionOf)
    table.slots = []
    sectionOf = []
  }

  /// The old path of the item at `flatIndex`.
  @inlinable
  func path(of flatIndex: Int) -> ItemPath {
    guard !sectionOf.isEmpty else { return ItemPath(section: 0, item: flatIndex) }
    let section = Int(sectionOf[flatIndex])
    return ItemPath(section: section, item: flatIndex - sectionStarts[section])
  }
}
