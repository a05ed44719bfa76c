/// The item a table's cell shows now, and what showing an item does to the cell's views.
///
/// A platform reuses a cell for one row after another: the cell's controls read and write
/// this item, the row's it shows now, never a previous row's.
@MainActor
final class CellItem {
  /// The item shown; nil before the first.
  private(set) var item: Any?
  private var updates: [@MainActor (Any) -> Void] = []
  /// What lives as long as the cell: the values its controls edit.
  private var kept: [AnyObject] = []

  /// Runs `update` with each item the cell shows from now on.
  func onShow(_ update: @escaping @MainActor (Any) -> Void) { updates.append(update) }

  /// Keeps `object` as long as the cell.
  func keep(_ object: AnyObject) { kept.append(object) }

  /// Shows `item`: it is the cell's item from now on.
  func show(_ item: Any) {
    self.item = item
    for update in updates { update(item) }
  }

}
