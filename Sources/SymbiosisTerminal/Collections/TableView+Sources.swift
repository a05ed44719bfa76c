import Symbiosis

// Tables made from their source: the section id, the header and the item types come from the
// source and the cell type from `cell`, so none is spelled out:
// `TableView(sections: people.sections(by: \.initial), cell: Label.init) { $0.text = $1.name }`.

extension TableView {
  /// A table showing the sections `sections` holds or loads (a
  /// ``/Symbiosis/CollectionSource``), in cells made by `cell` and shown with `configure`, which
  /// must set everything a cell shows, since cells are reused.
  public convenience init(
    sections: some CollectionSource<[Section<SectionID, Header, Item>]>, rowHeight: Int = 1,
    nearEndDistance: Int = 10, cell: @escaping @MainActor () -> Cell,
    configure: @escaping @MainActor (Cell, Item) -> Void
  ) {
    self.init(
      rowHeight: rowHeight, nearEndDistance: nearEndDistance, cell: cell, configure: configure)
    show(CollectionState(sections: sections))
  }

  /// A table showing the sections `sections` holds or loads in component cells, each showing
  /// the view model `model` makes of its item.
  public convenience init(
    sections: some CollectionSource<[Section<SectionID, Header, Item>]>, rowHeight: Int = 1,
    nearEndDistance: Int = 10, cell: @escaping @MainActor () -> Cell,
    model: @escaping @MainActor (Item) -> Cell.Model
  ) where Cell: ComponentCell {
    self.init(rowHeight: rowHeight, nearEndDistance: nearEndDistance, cell: cell, model: model)
    show(CollectionState(sections: sections))
  }

  /// Shows the sections `sections` holds or loads, as `bind(to: CollectionState(sections:))`
  /// does.
  @discardableResult
  public func bind(
    to sections: some CollectionSource<[Section<SectionID, Header, Item>]>
  ) -> Subscription {
    bind(to: CollectionState(sections: sections))
  }
}

extension TableView where SectionID == Int, Header == String {
  /// A table of one section showing the list `items` holds or loads (a
  /// ``/Symbiosis/CollectionSource``), in cells made by `cell` and shown with `configure`, which
  /// must set everything a cell shows, since cells are reused.
  public convenience init(
    items: some CollectionSource<[Item]>, rowHeight: Int = 1, nearEndDistance: Int = 10,
    cell: @escaping @MainActor () -> Cell, configure: @escaping @MainActor (Cell, Item) -> Void
  ) {
    self.init(
      rowHeight: rowHeight, nearEndDistance: nearEndDistance, cell: cell, configure: configure)
    show(CollectionState(items: items))
  }

  /// A table of one section showing the list `items` holds or loads in component cells, each
  /// showing the view model `model` makes of its item.
  public convenience init(
    items: some CollectionSource<[Item]>, rowHeight: Int = 1, nearEndDistance: Int = 10,
    cell: @escaping @MainActor () -> Cell, model: @escaping @MainActor (Item) -> Cell.Model
  ) where Cell: ComponentCell {
    self.init(rowHeight: rowHeight, nearEndDistance: nearEndDistance, cell: cell, model: model)
    show(CollectionState(items: items))
  }

  /// Shows the list `items` holds or loads, as `bind(to: CollectionState(items:))` does.
  @discardableResult
  public func bind(to items: some CollectionSource<[Item]>) -> Subscription {
    bind(to: CollectionState(items: items))
  }
}
