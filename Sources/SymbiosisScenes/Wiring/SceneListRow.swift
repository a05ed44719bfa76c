import Foundation

/// An item of a scene file's list, as a platform's table shows it: a table tells a changed item
/// from an unchanged one by `==`, which a scene's item type need not have.
///
/// Rows are equal when their items are of an `Equatable` type and equal; otherwise when they
/// show the same item's id in the same snapshot of the list, so a row of an item that is not
/// `Equatable` is shown afresh at each update, never stale, and left alone between updates (a
/// toggle the user flipped in it keeps showing so until the list's next value).
package struct SceneListRow<Item: Identifiable & Sendable>: Identifiable, Equatable, Sendable {
  /// The item shown.
  package let item: Item
  /// The snapshot of the list the row was made from.
  package let snapshot: UUID

  /// A row of `item`, in the snapshot `snapshot`.
  package init(item: Item, snapshot: UUID) {
    self.item = item
    self.snapshot = snapshot
  }

  /// The item's id.
  package var id: Item.ID { item.id }

  package static func == (a: SceneListRow, b: SceneListRow) -> Bool {
    guard let equatable = a.item as? any Equatable else {
      return a.snapshot == b.snapshot && a.id == b.id
    }
    return equatable.isEqual(to: b.item)
  }
}

extension Equatable {
  /// Whether `other` is of this type and equal to it.
  fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}
