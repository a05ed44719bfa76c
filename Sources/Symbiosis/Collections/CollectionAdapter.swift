/// The platform-free half of a table or grid: it holds the sections shown, builds and reuses
/// cells for the visible items, reports selection as the selected item, and says when the
/// user nears the end so a paged source can load more.
///
/// A platform's table view owns one and only draws: it passes each ``CollectionUpdate`` to
/// ``apply(_:perform:)`` (animating each stage), names the rows it is about to lay out with
/// ``show(_:)``, asks ``cell(at:)`` for each, and calls ``select(at:)`` on a tap or Enter.
///
/// Cells belong to items, not positions: a moved item keeps its cell, an item whose content
/// changed is configured again, and a cell leaving the screen waits in a pool for the next
/// item, so a long list builds only the cells it shows.
@MainActor
public final class CollectionAdapter<
  SectionID: Hashable & Sendable, Header: Equatable & Sendable,
  Item: Identifiable & Equatable & Sendable, Cell: AnyObject
> {
  /// A snapshot with the changes that led to it.
  public typealias Update = CollectionUpdate<SectionID, Header, Item>

  /// The sections shown.
  public private(set) var sections: [Section<SectionID, Header, Item>] = []
  /// The item selected last, followed through updates by its id; `nil` once it is removed.
  public var selection: Property<Item?> { selectionStore }
  /// Each item the user selects.
  public var selections: Signal<Item> { selectionInput.signal }
  /// Sent when the visible items come within ``nearEndDistance`` items of the end: once on
  /// arriving there, and again each time the list grows while they stay there.
  public var nearEnd: Signal<Void> { nearEndInput.signal }
  /// How close to the last item the visible ones must come for ``nearEnd``.
  public let nearEndDistance: Int

  private let selectionStore = MutableProperty<Item?>(nil)
  private let selectionInput = Signal<Item>.Input()
  private let nearEndInput = Signal<Void>.Input()
  private let makeCell: @MainActor () -> Cell
  private let configure: @MainActor (Cell, Item) throws -> Void
  private let recycle: @MainActor (Cell) -> Void
  private var cells: [Item.ID: (cell: Cell, item: Item)] = [:]
  private var pool: [Cell] = []
  private var nearEndCount: Int?
  /// The ids of the items on screen, kept between calls to ``show(_:)`` so that showing the
  /// same rows again reuses its storage rather than allocating.
  private var onScreen = Set<Item.ID>()

  /// An adapter making cells with `makeCell` and showing an item in one with `configure`,
  /// which must set everything the cell shows, since cells are reused. `recycle` is given
  /// each cell that leaves the screen.
  public init(
    nearEndDistance: Int = 10, makeCell: @escaping @MainActor () -> Cell,
    configure: @escaping @MainActor (Cell, Item) throws -> Void,
    recycle: @escaping @MainActor (Cell) -> Void = { _ in }
  ) {
    self.nearEndDistance = nearEndDistance
    self.makeCell = makeCell
    self.configure = configure
    self.recycle = recycle
  }

  /// An adapter whose cells are components: each shows a view model `model` makes of its
  /// item, and a cell leaving the screen is unbound, ending its bindings.
  public convenience init(
    nearEndDistance: Int = 10, makeCell: @escaping @MainActor () -> Cell,
    model: @escaping @MainActor (Item) -> Cell.Model
  ) where Cell: ComponentCell {
    self.init(
      nearEndDistance: nearEndDistance, makeCell: makeCell,
      configure: { cell, item in try cell.bind(model(item)) }, recycle: { $0.unbind() })
  }

  /// How many items all sections hold.
  public var itemCount: Int { sections.itemCount() }

  /// Shows `update`'s sections, giving `perform` each stage of its changeset in order, so a
  /// view can move, insert, delete and reload only those rows.
  public func apply(_ update: Update, perform: (ChangesetStage) -> Void = { _ in }) {
    sections = update.sections
    for stage in update.changeset.stages { perform(stage) }
    if let selected = selectionStore.value {
      selectionStore.value = sections.path(ofItemWithID: selected.id).flatMap(item(at:))
    }
  }

  /// The item at `path`, or `nil` when there is none.
  public func item(at path: ItemPath) -> Item? { sections.item(at: path) }

  /// The cell showing the item at `path`, configured for it; `nil` when there is no such item.
  ///
  /// - Throws: What `configure` throws, such as a component's wiring error.
  public func cell(at path: ItemPath) throws -> Cell? {
    guard let item = item(at: path) else { return nil }
    if let shown = cells[item.id] {
      if shown.item != item {
        try configure(shown.cell, item)
        cells[item.id] = (shown.cell, item)
      }
      return shown.cell
    }
    let cell = pool.popLast() ?? makeCell()
    try configure(cell, item)
    cells[item.id] = (cell, item)
    return cell
  }

  /// Tells which items are on screen, before their cells are asked for: the cells of all
  /// others go back to the pool, and
  /// ``nearEnd`` is sent if these come near the last item.
  ///
  /// An array, not any sequence: a table calls it every frame, and iterating a sequence of a
  /// type this generic code does not know allocates for each element.
  public func show(_ visible: [ItemPath]) {
    onScreen.removeAll(keepingCapacity: true)
    var last = -1
    for path in visible {
      guard let item = item(at: path) else { continue }
      onScreen.insert(item.id)
      last = max(last, sections.flatIndex(of: path))
    }
    for (id, shown) in cells where !onScreen.contains(id) {
      cells[id] = nil
      recycle(shown.cell)
      pool.append(shown.cell)
    }
    reportNearEnd(lastVisible: last)
  }

  /// Selects the item at `path`, if there is one, and sends it on ``selections``.
  public func select(at path: ItemPath) {
    guard let item = item(at: path) else { return }
    selectionStore.value = item
    selectionInput.send(item)
  }

  private func reportNearEnd(lastVisible: Int) {
    let count = itemCount
    guard lastVisible >= 0, count - 1 - lastVisible < nearEndDistance else {
      nearEndCount = nil
      return
    }
    guard nearEndCount != count else { return }
    nearEndCount = count
    nearEndInput.send()
  }
}
