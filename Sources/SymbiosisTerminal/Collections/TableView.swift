import Symbiosis

/// A scrolling list of sections (a header, rows of cells, a footer), built from a
/// ``/Symbiosis/CollectionUpdate`` with no data-source code: only visible rows get cells, and an update
/// reconfigures only the cells whose item changed.
///
/// ```swift
/// let table = TableView(items: model.songs, cell: SongRow.init) { $0.text = $1.title }
/// onSelect <~ table.selections
/// ```
///
/// Made from its source (`items:` a list, `sections:` a list of ``/Symbiosis/Section``s, each a
/// ``/Symbiosis/Property`` or a ``/Symbiosis/DataSource``), a table's generic parameters all come from the source and
/// the cell; `people.sections(by: \.initial)` gives sections headed by their key.
///
/// Up and Down move the highlighted row, Page Up and Page Down a page, Home and End to the
/// ends; Enter, Space or a click select it (Space sends ``secondarySelections`` instead while
/// ``hasSecondary``); the wheel scrolls. It scrolls by whole rows (and headers and footers): the
/// top line is never the middle of a row; "▲" and "▼" at its right edge say that more rows are
/// above or below. With `columns` above 1 it is a grid (see ``GridView``).
///
/// The controls of the highlighted row's cell (toggles, fields, buttons) take the focus as any
/// control does, and only that row's: Right or Tab moves from the row into its first control,
/// Left and Right between its controls (a field keeps them for its cursor), Tab past the last
/// one on out of the table, Left, Shift-Tab or Esc back to the row. Up and Down on a control
/// highlight the row above or below and focus the same control there. The focus follows the
/// highlighted row as rows scroll, change and go, never staying on a cell that now shows
/// another item; clicking a control highlights its row.
///
/// While its collection refuses a snapshot (two items or sections share an id), the table shows
/// why in place of its rows, in the theme's error style, and shows rows again at the next good
/// snapshot.
public class TableView<
  SectionID: Hashable & Sendable, Header: Equatable & Sendable,
  Item: Identifiable & Equatable & Sendable, Cell: View
>: View, ScrollsItself {
  /// A snapshot with the changes that led to it.
  public typealias Update = CollectionUpdate<SectionID, Header, Item>

  /// Builds and reuses the cells, and reports selection and the end of the list.
  public let adapter: CollectionAdapter<SectionID, Header, Item, Cell>
  /// The latest update shown; setting it applies its changeset.
  public var update: Update? { didSet { if let update { apply(update) } } }
  /// Rows of each cell.
  public var rowHeight: Int { didSet { setNeedsDisplay() } }
  /// The text of a section header or footer.
  public var headerText: (Header) -> String = { "\($0)" }
  /// The highlighted item, which Enter selects.
  public var cursor: ItemPath? { highlight.path }
  /// Each item the user selects.
  public var selections: Signal<Item> { adapter.selections }
  /// Each item the user gives the secondary key, Space, while ``hasSecondary``: a to-do list's
  /// "done", say, beside Enter's "open".
  public var secondarySelections: Signal<Item> { secondaryInput.signal }
  /// Whether Space on a row sends its item on ``secondarySelections`` rather than selecting it.
  public var hasSecondary = false
  /// The highlighted item each time it changes (another item, or the same one changed by an
  /// update); `nil` once none is.
  public var highlights: Signal<Item?> { highlightInput.signal }
  /// Sent when the rows shown come near the end: `{ _ in source.loadMore() } <~ table.nearEnd`.
  public var nearEnd: Signal<Void> { adapter.nearEnd }
  /// Items per row: 1 for a table.
  let columns: Int
  /// The highlighted item, followed by id through updates.
  private var highlight = CollectionCursor<Item>()
  private let secondaryInput = Signal<Item>.Input()
  private let highlightInput = Signal<Item?>.Input()
  /// The item last sent on ``highlights``.
  private var sentHighlight: Item?
  private var scroll = 0
  /// The height the rows were last laid out in.
  private var laidOutHeight = 0
  /// The item path each cell shows.
  var shownCells: [ObjectIdentifier: ItemPath] = [:]
  private var failedRows: [(line: Int, message: String)] = []
  /// The rows laid out last and their cells, kept so that laying out again reuses their
  /// storage rather than allocating.
  private var visibleRows: [(path: ItemPath, frame: Rect)] = []
  private var visiblePaths: [ItemPath] = []
  var placedCells: [View] = []
  /// Why the latest snapshot was refused: shown instead of the rows, which are stale.
  private var failure: DuplicateIdentity?
  /// The collection shown, kept alive with its data source: a source made for the table alone
  /// (`people.sections(by:)`) would otherwise stop loading when the caller lets it go.
  private var shownCollection: CollectionState<SectionID, Header, Item>?

  init(
    columns: Int, rowHeight: Int, nearEndDistance: Int,
    adapter: CollectionAdapter<SectionID, Header, Item, Cell>
  ) {
    self.columns = max(1, columns)
    self.rowHeight = max(1, rowHeight)
    self.adapter = adapter
  }

  isolated deinit {
    secondaryInput.complete()
    highlightInput.complete()
  }

  /// A table whose cells are views made by `cell` and shown with `configure`, which must set
  /// everything a cell shows, since cells are reused.
  public convenience init(
    rowHeight: Int = 1, nearEndDistance: Int = 10, cell: @escaping @MainActor () -> Cell,
    configure: @escaping @MainActor (Cell, Item) -> Void
  ) {
    self.init(
      columns: 1, rowHeight: rowHeight, nearEndDistance: nearEndDistance,
      adapter: CollectionAdapter(
        nearEndDistance: nearEndDistance, makeCell: cell, configure: configure))
  }

  /// A table whose cells are components, each showing the view model `model` makes of its
  /// item.
  public convenience init(
    rowHeight: Int = 1, nearEndDistance: Int = 10, cell: @escaping @MainActor () -> Cell,
    model: @escaping @MainActor (Item) -> Cell.Model
  ) where Cell: ComponentCell {
    self.init(
      columns: 1, rowHeight: rowHeight, nearEndDistance: nearEndDistance,
      adapter: CollectionAdapter(nearEndDistance: nearEndDistance, makeCell: cell, model: model))
  }

  /// Shows `collection`'s updates for as long as the table lives, and keeps the collection,
  /// with the data source it reads, alive while it shows the latest one bound.
  @discardableResult
  public func bind(to collection: CollectionState<SectionID, Header, Item>) -> Subscription {
    shownCollection = collection
    return reactive.update <~ collection.updates
  }

  /// Shows `collection` for as long as the table lives, outside any binding scope: a table
  /// made with its source owns it.
  package func show(_ collection: CollectionState<SectionID, Header, Item>) {
    shownCollection = collection
    BindingTarget(lifetime: lifetime, onMainActor: { [weak self] in self?.update = $0 })
      .bindOutsideScope(collection.updates.values)
  }

  /// Highlights the item `old`, a table this one replaces, highlighted, scrolled as it was.
  public override func takeOverState(from old: View) {
    guard let old = old as? TableView, old.highlight.itemID != nil else { return }
    highlight.takeOver(old.highlight, in: adapter.sections)
    scroll = old.scroll
    sendHighlight()
    setNeedsDisplay()
  }

  /// Whether it takes focus: only when it shows rows.
  public override var acceptsFocus: Bool { failure == nil && adapter.itemCount > 0 }

  private func apply(_ update: Update) {
    adapter.apply(update)
    failure = update.failure
    highlight.follow(adapter.sections)
    sendHighlight()
    setNeedsDisplay()
    // A key arriving before the next frame goes to the highlighted row's control, not to a
    // cell whose item went.
    if focusedControl != nil { layoutSubviews() }
  }

  /// Sends the highlighted item on ``highlights`` when it is not the one sent last.
  private func sendHighlight() {
    let item = cursor.flatMap(adapter.item(at:))
    guard item != sentHighlight else { return }
    sentHighlight = item
    highlightInput.send(item)
  }

  // MARK: Geometry

  /// Lines taken by section `index`'s header, its rows and its footer.
  private func lines(ofSection index: Int) -> (header: Int, rows: Int, footer: Int) {
    let section = adapter.sections[index]
    let rows = (section.items.count + columns - 1) / columns
    return (section.header == nil ? 0 : 1, rows, section.footer == nil ? 0 : 1)
  }

  private var totalLines: Int {
    adapter.sections.indices.reduce(0) {
      let lines = lines(ofSection: $1)
      return $0 + lines.header + lines.rows * rowHeight + lines.footer
    }
  }

  /// The first line of the item at `path`, from the top of the list.
  private func line(of path: ItemPath) -> Int {
    var line = 0
    for index in 0..<path.section {
      let lines = lines(ofSection: index)
      line += lines.header + lines.rows * rowHeight + lines.footer
    }
    return line + lines(ofSection: path.section).header + path.item / columns * rowHeight
  }

  /// The first line and the length of what holds `line`: a header, a row of cells or a footer
  /// (after the last line, nothing: the end and no length).
  private func unit(containing line: Int) -> (start: Int, length: Int) {
    var top = 0
    for index in adapter.sections.indices {
      let lines = lines(ofSection: index)
      let itemsTop = top + lines.header
      let footerTop = itemsTop + lines.rows * rowHeight
      if line < itemsTop { return (top, 1) }
      if line < footerTop {
        return (itemsTop + (line - itemsTop) / rowHeight * rowHeight, rowHeight)
      }
      if line < footerTop + lines.footer { return (footerTop, 1) }
      top = footerTop + lines.footer
    }
    return (top, 0)
  }

  /// The first line of the first unit starting at `line` or after it.
  private func unitStart(atOrAfter line: Int) -> Int {
    let unit = unit(containing: max(0, line))
    return unit.start == max(0, line) ? unit.start : unit.start + unit.length
  }

  /// The furthest it scrolls: the first unit from which the rest fits, or the last unit.
  private var maxScroll: Int {
    let total = totalLines
    guard total > contentFrame.height else { return 0 }
    return min(unitStart(atOrAfter: total - contentFrame.height), unit(containing: total - 1).start)
  }

  /// `scroll` kept in range and at the start of a unit.
  private func snapped(_ scroll: Int) -> Int {
    unit(containing: max(0, min(scroll, maxScroll))).start
  }

  /// As wide as offered, and as tall as its lines, up to what is offered.
  public override func contentSize(fitting proposal: Size) -> Size {
    let lines = failure.map { failureLines($0, width: proposal.width).count } ?? totalLines
    return Size(width: proposal.width, height: min(proposal.height, max(1, lines)))
  }

  /// The message shown for `failure`, broken into lines of `width` columns.
  private func failureLines(_ failure: DuplicateIdentity, width: Int) -> [String] {
    TextMeasure.wrap("\(failure)", to: width)
  }

  // MARK: Layout and drawing

  /// Places the cells of the visible rows.
  public override func layoutSubviews() {
    let focus = focusedControlPlace()
    let area = contentFrame
    visibleRows.removeAll(keepingCapacity: true)
    visiblePaths.removeAll(keepingCapacity: true)
    guard failure == nil else {
      adapter.show(visiblePaths)
      placeCells(keepingFocus: focus)
      return
    }
    // A resize keeps the highlighted row in view; only the wheel scrolls it away.
    if area.height != laidOutHeight {
      laidOutHeight = area.height
      if let cursor { scrollToShow(cursor) }
    }
    scroll = snapped(scroll)
    var line = 0
    let columnWidth = area.width / columns
    for index in adapter.sections.indices {
      let lines = lines(ofSection: index)
      let itemsTop = line + lines.header
      line = itemsTop + lines.rows * rowHeight + lines.footer
      guard line > scroll, itemsTop < scroll + area.height else { continue }
      let firstRow = max(0, (scroll - itemsTop) / rowHeight)
      let lastRow = min(lines.rows - 1, (scroll + area.height - 1 - itemsTop) / rowHeight)
      guard firstRow <= lastRow else { continue }
      for row in firstRow...lastRow {
        for column in 0..<columns {
          let item = row * columns + column
          guard item < adapter.sections[index].items.count else { break }
          let frame = Rect(
            x: area.x + column * columnWidth, y: area.y + itemsTop + row * rowHeight - scroll,
            width: column == columns - 1 ? area.width - column * columnWidth : columnWidth,
            height: rowHeight)
          visibleRows.append((ItemPath(section: index, item: item), frame))
          visiblePaths.append(ItemPath(section: index, item: item))
        }
      }
    }
    adapter.show(visiblePaths)
    placeCells(keepingFocus: focus)
  }

  /// Places the cells of ``visibleRows``, which become the subviews, and keeps the focus, when
  /// a control of a cell had it (`focus`), in the highlighted row.
  private func placeCells(keepingFocus focus: (cell: View, index: Int)?) {
    placedCells.removeAll(keepingCapacity: true)
    shownCells.removeAll(keepingCapacity: true)
    failedRows.removeAll(keepingCapacity: true)
    for (path, frame) in visibleRows {
      do {
        guard let view: View = try adapter.cell(at: path) else { continue }
        view.frame = frame
        shownCells[ObjectIdentifier(view)] = path
        placedCells.append(view)
      } catch {
        failedRows.append((frame.y - contentFrame.y, "\(error)"))
      }
    }
    // Focus leaves a cell before the cell leaves the table, as a real change (a field in it
    // is left), rather than being dropped with it.
    if let focus, !placedCells.contains(where: { $0 === focus.cell }) { keepFocus(from: focus) }
    if !placedCells.elementsEqual(subviews, by: ===) { setSubviews(placedCells) }
    keepFocus(from: focus)
  }

  /// Draws the section headers and footers, and the message of any row that failed; the cells
  /// draw themselves.
  public override func draw(_ canvas: inout Canvas) {
    super.draw(&canvas)
    if let failure {
      for (line, text) in failureLines(failure, width: contentFrame.width).enumerated() {
        canvas.text(text, x: padding.left, y: padding.top + line, style: theme.error)
      }
      return
    }
    var line = 0
    for index in adapter.sections.indices {
      let section = adapter.sections[index]
      let lines = lines(ofSection: index)
      if let header = section.header {
        canvas.text(
          headerText(header), x: padding.left, y: padding.top + line - scroll, style: theme.title)
      }
      line += lines.header + lines.rows * rowHeight
      if let footer = section.footer {
        canvas.text(
          headerText(footer), x: padding.left, y: padding.top + line - scroll,
          style: theme.secondary)
      }
      line += lines.footer
    }
    for failed in failedRows {
      canvas.text(failed.message, x: padding.left, y: padding.top + failed.line, style: theme.error)
    }
  }

  /// Draws "▲" and "▼" at the right edge while rows are above or below what shows.
  override func drawOver(_ canvas: inout Canvas) {
    guard failure == nil else { return }
    let area = contentFrame
    ScrollIndicator.draw(
      in: &canvas, area: area, relativeTo: frame, moreAbove: scroll > 0,
      moreBelow: scroll + area.height < totalLines, style: theme.secondary)
  }

  /// The selection style laid over the highlighted row's cell.
  public override func overlayStyle(for subview: View) -> Style? {
    guard let cursor, shownCells[ObjectIdentifier(subview)] == cursor else { return nil }
    return isFocused ? theme.focusedSelection : theme.selection
  }

  // MARK: Input

  /// Highlights the first item on arriving, so Enter always has something to open.
  public override func didGainFocus() {
    if cursor == nil, adapter.itemCount > 0 { moveCursor(to: path(ofFlatIndex: 0)) }
  }

  /// Only the highlighted row's cell, whose controls focus reaches.
  override var focusableSubviews: [View] { highlightedCell.map { [$0] } ?? [] }

  /// Highlights the row of a control given the focus by a click (or by the app).
  override func descendantDidGainFocus(_ view: View) {
    guard let path = path(ofCellContaining: view), path != cursor else { return }
    moveCursor(to: path)
  }

  /// Moves the highlight with the arrow, page and Home/End keys, selects the highlighted item
  /// with Enter or Space (Space sends it on ``secondarySelections`` while ``hasSecondary``), and
  /// moves into and out of the highlighted row's controls (see ``TableView``).
  public override func handleKey(_ event: KeyEvent) -> Bool {
    if let control = focusedControl { return handleKey(event, from: control) }
    let count = adapter.itemCount
    guard failure == nil, count > 0, event.modifiers.subtracting(.shift).isEmpty else {
      return false
    }
    let page = max(1, contentFrame.height / rowHeight) * columns
    let moves: Set<Key> = [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end]
    guard let current = cursor.map(flatIndex(of:)) else {
      // Before the first move nothing is highlighted: End goes to the end, any other move to
      // the first item.
      guard moves.contains(event.key) else { return false }
      moveCursor(to: path(ofFlatIndex: event.key == .end ? count - 1 : 0))
      return true
    }
    let target: Int
    switch event.key {
    case .up where current >= columns: target = current - columns
    case .down where current + columns < count: target = current + columns
    case .left where columns > 1 && current > 0: target = current - 1
    case .right where columns > 1 && current + 1 < count: target = current + 1
    case .right where columns == 1: return focusFirstControl()
    case .pageUp: target = max(0, current - page)
    case .pageDown: target = min(count - 1, current + page)
    case .home: target = 0
    case .end: target = count - 1
    case .character(" ") where hasSecondary:
      if let item = adapter.item(at: path(ofFlatIndex: current)) { secondaryInput.send(item) }
      return true
    case .enter, .character(" "):
      adapter.select(at: path(ofFlatIndex: current))
      return true
    default: return false
    }
    moveCursor(to: path(ofFlatIndex: target))
    return true
  }

  /// Focuses it and highlights the clicked row; the wheel scrolls.
  public override func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
    guard failure == nil else { return false }
    switch event.kind {
    case .scrollUp: scroll(byUnits: -Self.wheelRows(rowHeight: rowHeight))
    case .scrollDown: scroll(byUnits: Self.wheelRows(rowHeight: rowHeight))
    case .press(.left):
      screen?.focus(self)
      guard let path = path(atScreen: Point(x: frame.x + point.x, y: frame.y + point.y)) else {
        return true
      }
      moveCursor(to: path)
      adapter.select(at: path)
    default: return false
    }
    return true
  }

  /// Rows a wheel tick scrolls: about three lines, and at least one row.
  private static func wheelRows(rowHeight: Int) -> Int { max(1, 3 / rowHeight) }

  /// Scrolls by `count` units (rows, headers or footers), down when positive.
  private func scroll(byUnits count: Int) {
    var line = snapped(scroll)
    for _ in 0..<abs(count) {
      if count > 0 {
        let unit = unit(containing: line)
        line = min(unit.start + unit.length, maxScroll)
      } else if line > 0 {
        line = unit(containing: line - 1).start
      }
    }
    scroll = line
    setNeedsDisplay()
  }

  func moveCursor(to path: ItemPath) {
    highlight.move(to: path, in: adapter.sections)
    scrollToShow(path)
    sendHighlight()
    setNeedsDisplay()
  }

  /// Scrolls the least that shows the whole row of `path`, or its top when it is taller than
  /// the table. A section's first row brings its header along when both fit, so reaching a
  /// section's start by the keyboard (or a resize) shows which section it is.
  private func scrollToShow(_ path: ItemPath) {
    let top = line(of: path)
    let header = path.item < columns ? lines(ofSection: path.section).header : 0
    let height = contentFrame.height
    if top - header < scroll { scroll = top - header }
    if top + rowHeight > scroll + height {
      scroll = min(top, unitStart(atOrAfter: top + rowHeight - height))
    }
  }

  private func path(atScreen point: Point) -> ItemPath? {
    for view in subviews where view.frame.contains(point) {
      if let path = shownCells[ObjectIdentifier(view)] { return path }
    }
    return nil
  }

  // MARK: Paths

  func flatIndex(of path: ItemPath) -> Int { adapter.sections.flatIndex(of: path) }

  func path(ofFlatIndex flat: Int) -> ItemPath { adapter.sections.path(ofFlatIndex: flat) }
}
