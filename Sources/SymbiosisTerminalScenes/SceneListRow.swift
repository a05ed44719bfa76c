import Symbiosis
import SymbiosisTerminal

/// An item of a scene file's list, as a table shows it: a table tells a changed item from an
/// unchanged one by `==`, which a scene's item type need not have.
///
/// Rows are equal when their items are of an `Equatable` type and equal; otherwise never, so a
/// row of an item that is not `Equatable` is shown afresh at each update, never stale.
struct SceneListRow<Item: Identifiable & Sendable>: Identifiable, Equatable, Sendable {
  /// The item shown.
  let item: Item

  /// The item's id.
  var id: Item.ID { item.id }

  static func == (a: SceneListRow, b: SceneListRow) -> Bool {
    guard let equatable = a.item as? any Equatable else { return false }
    return equatable.isEqual(to: b.item)
  }
}

extension Equatable {
  /// Whether `other` is of this type and equal to it.
  fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}
