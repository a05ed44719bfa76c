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
    let oldItems = try OldItemIndex(old, identity: identity)
    var matchedNew = [Int32](repeating: -1, count: oldItems.count)
    var insertedIDs = Set<ItemID>()
    var flatNew = 0
    for (newSection, section) in new.enumerated() {
      let keepsSection = sections.oldIndexOfNew[newSection] >= 0
      var stayingOldIndices: [Int] = []
      var stayingPaths: [(from: ItemPath, to: ItemPath)] = []
      for (newItem, item) in section.items.enumerated() {
        defer { flatNew += 1 }
        let itemID = identity.id(of: item)
        let to = ItemPath(section: newSection, item: newItem)
        guard let flatOld = oldItems.flatIndex[itemID] else {
          guard insertedIDs.insert(itemID).inserted else { throw duplicate(itemID) }
          if keepsSection { itemStage.itemInserts.append(to) }
          continue
        }
        guard matchedNew[flatOld] < 0 else { throw duplicate(itemID) }
        matchedNew[flatOld] = Int32(newSection)
        let oldPath = oldItems.paths[flatOld]
        let oldSectionDestination = sections.newIndexOfOld[oldPath.section]
        guard keepsSection else { continue }
        guard oldSectionDestination >= 0 else {
          itemStage.itemInserts.append(to)
          continue
        }
        if !identity.isSame(old[oldPath.section].items[oldPath.item], item) {
          contentStage.itemUpdates.append(oldPath)
        }
        let from = ItemPath(section: oldSectionDestination, item: oldPath.item)
        if oldSectionDestination == newSection {
          stayingOldIndices.append(oldPath.item)
          stayingPaths.append((from, to))
        } else {
          itemStage.itemMoves.append((from, to))
        }
      }
      let stays = longestIncreasingSubsequenceMask(stayingOldIndices)
      for (index, move) in stayingPaths.enumerated() where !stays[index] {
        itemStage.itemMoves.append(move)
      }
    }
    for (flatOld, path) in oldItems.paths.enumerated() {
      let destination = sections.newIndexOfOld[path.section]
      guard destination >= 0 else { continue }
      let newSection = Int(matchedNew[flatOld])
      if newSection < 0 || sections.oldIndexOfNew[newSection] < 0 {
        itemStage.itemDeletes.append(ItemPath(section: destination, item: path.item))
      }
    }
  }

  @inlinable
  func duplicate(_ itemID: ItemID) -> DuplicateIdentity {
    DuplicateIdentity(kind: .item, id: String(describing: itemID), inNewSnapshot: true)
  }
}

/// Every old item's path, and its position in the flattened list by identity.
@usableFromInline
struct OldItemIndex<ItemID: Hashable> {
  @usableFromInline var flatIndex: [ItemID: Int] = [:]
  @usableFromInline var paths: [ItemPath] = []
  @inlinable var count: Int { paths.count }

  @inlinable
  init<SectionID, Header, Identity: ItemIdentity>(
    _ old: [Section<SectionID, Header, Identity.Item>], identity: Identity
  ) throws(DuplicateIdentity) where Identity.ID == ItemID {
    let total = old.reduce(0) { $0 + $1.items.count }
    flatIndex.reserveCapacity(total)
    paths.reserveCapacity(total)
    for (sectionIndex, section) in old.enumerated() {
      for (itemIndex, item) in section.items.enumerated() {
        let itemID = identity.id(of: item)
        guard flatIndex.updateValue(paths.count, forKey: itemID) == nil else {
          throw DuplicateIdentity(
            kind: .item, id: String(describing: itemID), inNewSnapshot: false)
        }
        paths.append(ItemPath(section: sectionIndex, item: itemIndex))
      }
    }
  }
}
