/// One batch of changes, valid on its own as a UIKit-style batch update.
///
/// Indices follow the batch-update rules: deletes, reloads and the sources of moves are
/// positions before the batch; inserts and the destinations of moves are positions after it.
/// Everything not named keeps its relative order.
public struct ChangesetStage: Equatable, Sendable {
  /// Sections removed, by their index before the batch.
  public var sectionDeletes: [Int] = []
  /// Sections added, by their index after the batch; they arrive with their items.
  public var sectionInserts: [Int] = []
  /// Sections moved, with their items, from an index before to one after.
  public var sectionMoves: [(from: Int, to: Int)] = []
  /// Sections whose header or footer changed, by index (the same before and after).
  public var sectionUpdates: [Int] = []
  /// Items removed, by their path before the batch.
  public var itemDeletes: [ItemPath] = []
  /// Items added, by their path after the batch.
  public var itemInserts: [ItemPath] = []
  /// Items moved, within or across sections, from a path before to one after.
  public var itemMoves: [(from: ItemPath, to: ItemPath)] = []
  /// Items with the same identity and new content, by path (the same before and after).
  public var itemUpdates: [ItemPath] = []

  /// A stage with no changes.
  @inlinable
  public init() {}

  /// Whether the stage changes nothing.
  @inlinable
  public var isEmpty: Bool { changeCount == 0 }

  /// How many changes the stage holds.
  @inlinable
  public var changeCount: Int {
    sectionDeletes.count + sectionInserts.count + sectionMoves.count + sectionUpdates.count
      + itemDeletes.count + itemInserts.count + itemMoves.count + itemUpdates.count
  }

  /// Compares every list of changes.
  public static func == (lhs: ChangesetStage, rhs: ChangesetStage) -> Bool {
    lhs.sectionDeletes == rhs.sectionDeletes && lhs.sectionInserts == rhs.sectionInserts
      && lhs.sectionMoves.elementsEqual(rhs.sectionMoves, by: ==)
      && lhs.sectionUpdates == rhs.sectionUpdates && lhs.itemDeletes == rhs.itemDeletes
      && lhs.itemInserts == rhs.itemInserts && lhs.itemMoves.elementsEqual(rhs.itemMoves, by: ==)
      && lhs.itemUpdates == rhs.itemUpdates
  }
}
