import Symbiosis

/// A batch update with UIKit's rules, checked strictly, to prove a changeset is consistent.
///
/// Deletes, reloads and move sources name positions before a batch; inserts and move
/// destinations name positions after it; everything else keeps its relative order and fills
/// the remaining positions. Any index out of range, named twice, or left unfilled is an error,
/// as is reloading an item that the same batch deletes or moves.
struct BatchUpdateSimulator<Header: Equatable, Item: Identifiable & Equatable> {
  typealias Snapshot = [Section<Int, Header, Item>]

  struct Inconsistency: Error, CustomStringConvertible {
    let description: String
  }

  /// The data the inserts and reloads take their values from.
  let final: Snapshot

  func apply(_ changeset: Changeset, to old: Snapshot) throws -> Snapshot {
    try changeset.stages.reduce(old) { try apply($1, to: $0) }
  }

  func apply(_ stage: ChangesetStage, to before: Snapshot) throws -> Snapshot {
    var sections = try applySections(stage, to: before)
    sections = try applyItems(stage, to: sections)
    for path in stage.itemUpdates {
      guard sections.indices.contains(path.section),
        sections[path.section].items.indices.contains(path.item)
      else { throw Inconsistency(description: "reload of missing item \(path)") }
      let id = sections[path.section].items[path.item].id
      guard let value = final.lazy.flatMap(\.items).first(where: { $0.id == id }) else {
        throw Inconsistency(description: "reload of an item the new data does not have")
      }
      sections[path.section].items[path.item] = value
    }
    for index in stage.sectionUpdates {
      guard sections.indices.contains(index), final.indices.contains(index) else {
        throw Inconsistency(description: "update of missing section \(index)")
      }
      sections[index].header = final[index].header
      sections[index].footer = final[index].footer
    }
    return sections
  }

  private func applySections(_ stage: ChangesetStage, to before: Snapshot) throws -> Snapshot {
    if stage.sectionDeletes.isEmpty && stage.sectionInserts.isEmpty && stage.sectionMoves.isEmpty {
      return before
    }
    var placed: [Int: Section<Int, Header, Item>] = [:]
    for index in stage.sectionInserts {
      guard final.indices.contains(index) else {
        throw Inconsistency(description: "insert of section \(index) past the end")
      }
      placed[index] = final[index]
    }
    let movedFrom = stage.sectionMoves.map(\.from)
    for move in stage.sectionMoves {
      guard before.indices.contains(move.from) else {
        throw Inconsistency(description: "move of missing section \(move.from)")
      }
      guard placed.updateValue(before[move.from], forKey: move.to) == nil else {
        throw Inconsistency(description: "two sections placed at \(move.to)")
      }
    }
    guard placed.count == stage.sectionInserts.count + stage.sectionMoves.count else {
      throw Inconsistency(description: "two sections placed at one index")
    }
    return try batch(
      before, removed: stage.sectionDeletes + movedFrom, placed: placed, what: "sections")
  }

  private func applyItems(_ stage: ChangesetStage, to before: Snapshot) throws -> Snapshot {
    if stage.itemDeletes.isEmpty && stage.itemInserts.isEmpty && stage.itemMoves.isEmpty {
      return before
    }
    var removed = [[Int]](repeating: [], count: before.count)
    var placed = [[Int: Item]](repeating: [:], count: before.count)
    func check(_ path: ItemPath, in snapshot: Snapshot, counting: Bool) throws {
      guard snapshot.indices.contains(path.section) else {
        throw Inconsistency(description: "item path \(path) in a missing section")
      }
      if counting && !snapshot[path.section].items.indices.contains(path.item) {
        throw Inconsistency(description: "item path \(path) past the end")
      }
    }
    for path in stage.itemDeletes {
      try check(path, in: before, counting: true)
      removed[path.section].append(path.item)
    }
    for path in stage.itemInserts {
      try check(path, in: before, counting: false)
      guard path.section < final.count, path.item < final[path.section].items.count else {
        throw Inconsistency(description: "insert at \(path) that the new data does not have")
      }
      guard
        placed[path.section].updateValue(final[path.section].items[path.item], forKey: path.item)
          == nil
      else { throw Inconsistency(description: "two items placed at \(path)") }
    }
    for move in stage.itemMoves {
      try check(move.from, in: before, counting: true)
      try check(move.to, in: before, counting: false)
      removed[move.from.section].append(move.from.item)
      let item = before[move.from.section].items[move.from.item]
      guard placed[move.to.section].updateValue(item, forKey: move.to.item) == nil else {
        throw Inconsistency(description: "two items placed at \(move.to)")
      }
    }
    let reloaded = Set(stage.itemUpdates)
    guard reloaded.isDisjoint(with: stage.itemDeletes + stage.itemMoves.map(\.from)) else {
      throw Inconsistency(description: "an item reloaded and deleted or moved in one batch")
    }
    var after = before
    for index in before.indices {
      after[index].items = try batch(
        before[index].items, removed: removed[index], placed: placed[index],
        what: "items of section \(index)")
    }
    return after
  }

  /// UIKit's rule for one list: remove, then place, then fill the gaps in the old order.
  private func batch<Element>(
    _ before: [Element], removed: [Int], placed: [Int: Element], what: String
  ) throws -> [Element] {
    guard Set(removed).count == removed.count else {
      throw Inconsistency(description: "\(what): an index removed twice")
    }
    guard removed.allSatisfy(before.indices.contains) else {
      throw Inconsistency(description: "\(what): a removed index past the end")
    }
    let removedSet = Set(removed)
    let remaining = before.indices.filter { !removedSet.contains($0) }.map { before[$0] }
    let count = remaining.count + placed.count
    var after = [Element?](repeating: nil, count: count)
    for (index, element) in placed {
      guard after.indices.contains(index) else {
        throw Inconsistency(description: "\(what): placed at \(index), past the end \(count)")
      }
      after[index] = element
    }
    var rest = remaining.makeIterator()
    for index in after.indices where after[index] == nil {
      after[index] = rest.next()
    }
    return after.map { $0! }
  }
}
