import Symbiosis

// Grids made from their source, as tables are (see TableView+Sources.swift):
// `GridView(columns: 4, items: model.albums, cell: CoverCell.init) { $0.image = $1.cover }`.

extension GridView {
  /// A grid of `columns` cells a row showing the sections `sections` holds, in cells made by
  /// `cell` and shown with `configure`.
  public convenience init(
    columns: Int, sections: Property<[Section<SectionID, Header, Item>]>, rowHeight: Int = 1,
    nearEndDistance: Int = 10, cell: @escaping @MainActor () -> Cell,
    configure: @escaping @MainActor (Cell, Item) -> Void
  ) {
    self.init(
      columns: columns, rowHeight: rowHeight, nearEndDistance: nearEndDistance, cell: cell,
      configure: configure)
    show(CollectionState(sections: sections))
  }

  /// A grid of `columns` cells a row showing the sections `sections` loads, in cells made by
  /// `cell` and shown with `configure`; the grid keeps the source alive.
  public convenience init(
    columns: Int, sections: DataSource<[Section<SectionID, Header, Item>]>, rowHeight: Int = 1,
    nearEndDistance: Int = 10, cell: @escaping @MainActor () -> Cell,
    configure: @escaping @MainActor (Cell, Item) -> Void
  ) {
    self.init(
      columns: columns, rowHeight: rowHeight, nearEndDistance: nearEndDistance, cell: cell,
      configure: configure)
    show(CollectionState(source: sections))
  }
}

extension GridView where SectionID == Int, Header == String {
  /// A grid of `columns` cells a row showing the list `items` holds, in cells made by `cell`
  /// and shown with `configure`.
  public convenience init(
    columns: Int, items: Property<[Item]>, rowHeight: Int = 1, nearEndDistance: Int = 10,
    cell: @escaping @MainActor () -> Cell, configure: @escaping @MainActor (Cell, Item) -> Void
  ) {
    self.init(
      columns: columns, rowHeight: rowHeight, nearEndDistance: nearEndDistance, cell: cell,
      configure: configure)
    show(CollectionState(items: items))
  }

  /// A grid of `columns` cells a row showing the list `items` loads, in cells made by `cell`
  /// and shown with `configure`; the grid keeps the source alive.
  public convenience init(
    columns: Int, items: DataSource<[Item]>, rowHeight: Int = 1, nearEndDistance: Int = 10,
    cell: @escaping @MainActor () -> Cell, configure: @escaping @MainActor (Cell, Item) -> Void
  ) {
    self.init(
      columns: columns, rowHeight: rowHeight, nearEndDistance: nearEndDistance, cell: cell,
      configure: configure)
    show(CollectionState(source: items))
  }
}
