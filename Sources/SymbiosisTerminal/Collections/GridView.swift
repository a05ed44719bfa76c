import Symbiosis

/// A grid: a ``TableView`` with `columns` cells a row. The arrows move the highlight in two
/// dimensions.
///
/// ```swift
/// let covers = GridView(columns: 4, rowHeight: 8, cell: CoverCell.init) { cell, album in
///   cell.image = album.cover
/// }
/// ```
public final class GridView<
  SectionID: Hashable & Sendable, Header: Equatable & Sendable,
  Item: Identifiable & Equatable & Sendable, Cell: View
>: TableView<SectionID, Header, Item, Cell> {
  /// A grid of `columns` cells a row, made by `cell` and shown with `configure`.
  public convenience init(
    columns: Int, rowHeight: Int = 1, nearEndDistance: Int = 10,
    cell: @escaping @MainActor () -> Cell, configure: @escaping @MainActor (Cell, Item) -> Void
  ) {
    self.init(
      columns: columns, rowHeight: rowHeight, nearEndDistance: nearEndDistance,
      adapter: CollectionAdapter(
        nearEndDistance: nearEndDistance, makeCell: cell, configure: configure))
  }

  /// A grid of `columns` component cells, each showing the view model `model` makes of its
  /// item.
  public convenience init(
    columns: Int, rowHeight: Int = 1, nearEndDistance: Int = 10,
    cell: @escaping @MainActor () -> Cell, model: @escaping @MainActor (Item) -> Cell.Model
  ) where Cell: ComponentCell {
    self.init(
      columns: columns, rowHeight: rowHeight, nearEndDistance: nearEndDistance,
      adapter: CollectionAdapter(nearEndDistance: nearEndDistance, makeCell: cell, model: model))
  }
}
