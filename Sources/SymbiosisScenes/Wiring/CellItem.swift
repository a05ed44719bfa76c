/// The item a table's cell shows now, and what showing an item does to the cell's views.
///
/// A platform reuses a cell for one row after another: the cell's controls read and write
/// this item, the row's it shows now, never a previous row's.
///
/// It keeps the item only when something reads it (a control, an action, a leaving row): a
/// cell that only shows its items keeps none, which matters as a table keeps one cell a row.
@MainActor
final class CellItem {
  /// The item shown, when the cell keeps it (``keepItems()``); nil before the first.
  private(set) var item: Any?
  private var keepsItem = false
  /// What showing an item does: the first in `update`, the others after it (most cells
  /// have one, and an array of one would be an allocation more for every row).
  private var update: (@MainActor (Any) -> Void)?
  private var moreUpdates: [@MainActor (Any) -> Void] = []
  private var leaves: [@MainActor () -> Void] = []
  /// What lives as long as the cell: the values its controls edit.
  private var kept: [AnyObject] = []

  /// Runs `update` with each item the cell shows from now on.
  func onShow(_ update: @escaping @MainActor (Any) -> Void) {
    if self.update == nil { self.update = update } else { moreUpdates.append(update) }
  }

  /// Runs `leave` each time the cell is about to show another row's item (another identity),
  /// while it still shows the item it leaves: a control ends what the user was doing to it.
  func onLeavingItem(_ leave: @escaping @MainActor () -> Void) {
    keepItems()
    leaves.append(leave)
  }

  /// Keeps each item it shows from now on, for ``item`` to read.
  func keepItems() { keepsItem = true }

  /// Keeps `object` as long as the cell.
  func keep(_ object: AnyObject) { kept.append(object) }

  /// Shows `item`: it is the cell's item from now on.
  func show(_ item: Any) {
    if let shown = self.item, Self.identity(of: shown) != Self.identity(of: item) {
      for leave in leaves { leave() }
    }
    if keepsItem { self.item = item }
    update?(item)
    for update in moreUpdates { update(item) }
  }

  /// The identity of an `Identifiable` item, nil for another.
  private static func identity(of item: Any) -> AnyHashable? {
    (item as? any Identifiable).map { id(of: $0) }
  }

  private static func id<Item: Identifiable>(of item: Item) -> AnyHashable { AnyHashable(item.id) }
}
