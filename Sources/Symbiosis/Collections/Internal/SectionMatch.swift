/// The sections of two snapshots matched by identity, and the section stages that follow.
@usableFromInline
struct SectionMatch<SectionID: Hashable> {
  /// For each old section, its index in the new snapshot, or -1 when deleted.
  @usableFromInline var newIndexOfOld: [Int]
  /// For each new section, its index in the old snapshot, or -1 when inserted.
  @usableFromInline var oldIndexOfNew: [Int]
  /// Sections deleted, inserted and moved.
  @usableFromInline var structureStage = ChangesetStage()
  /// Sections whose header or footer changed.
  @usableFromInline var headerStage = ChangesetStage()

  @inlinable
  init<Header: Equatable, Item>(
    old: [Section<SectionID, Header, Item>], new: [Section<SectionID, Header, Item>]
  ) throws(DuplicateIdentity) {
    let oldIndex = try Self.index(old, isNew: false)
    let newIndex = try Self.index(new, isNew: true)
    newIndexOfOld = old.map { newIndex[$0.id] ?? -1 }
    oldIndexOfNew = new.map { oldIndex[$0.id] ?? -1 }
    var kept: [Int] = []
    for (index, destination) in newIndexOfOld.enumerated() {
      if destination < 0 {
        structureStage.sectionDeletes.append(index)
      } else {
        kept.append(index)
        let (before, after) = (old[index], new[destination])
        if before.header != after.header || before.footer != after.footer {
          headerStage.sectionUpdates.append(destination)
        }
      }
    }
    structureStage.sectionInserts = oldIndexOfNew.indices.filter { oldIndexOfNew[$0] < 0 }
    for position in indicesOutsideLongestIncreasingSubsequence(
      kept.map { Int32(truncatingIfNeeded: newIndexOfOld[$0]) })
    {
      let index = kept[position]
      structureStage.sectionMoves.append((from: index, to: newIndexOfOld[index]))
    }
  }

  @inlinable
  static func index<Header, Item>(
    _ sections: [Section<SectionID, Header, Item>], isNew: Bool
  ) throws(DuplicateIdentity) -> [SectionID: Int] {
    var index: [SectionID: Int] = [:]
    index.reserveCapacity(sections.count)
    for (position, section) in sections.enumerated() {
      guard index.updateValue(position, forKey: section.id) == nil else {
        throw DuplicateIdentity(
          kind: .section, id: String(describing: section.id), inNewSnapshot: isNew)
      }
    }
    return index
  }
}
