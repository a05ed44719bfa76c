import Symbiosis

// Grids made from their source, as tables are (see TableView+Sources.swift):
// `GridView(columns: 4, items: model.albums, cell: CoverCell.init) { $0.image = $1.cover }`.

extension GridView {
  /// A grid of `columns` cells a row showing the sections `sections` holds or loads (a
  /// ``/Symbiosis/CollectionSource``), in cells made by `cell` and shown with `configure`.
  public convenience init(
    columns: Int, sections: some CollectionSource<[Section<SectionID, Header, Item>]>,
    rowHeight: Int = 1, nearEndDistance: Int = 10, cell: @escaping @MainActor () -> Cell,
    configure: @escaping @MainActor (Cell, Item) -> Void
  ) {
    self.init(
      columns: columns, rowHeight: rowHeight, nearEndDistance: nearEndDistance, cell: cell,
      configure: configure)
    show(CollectionState(sections: sections))
  }
}

extension GridView where SectionID == Int, Header == String {
  /// A grid of `columns` cells a row showing the list `items` holds or loads (a
  /// ``/Symbiosis/CollectionSource``), in cells made by `cell` and shown with `configure`.
  public convenience init(
    columns: Int, items: some CollectionSource<[Item]>, rowHeight: Int = 1,
    nearEndDistance: Int = 10, cell: @escaping @MainActor () -> Cell,
    configure: @escaping @MainActor (Cell, Item) -> Void
  ) {
    self.init(
      columns: columns, rowHeight: rowHeight, nearEndDistance: nearEndDistance, cell: cell,
      configure: configure)
    show(CollectionState(items: items))
  }
}
