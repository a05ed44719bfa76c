import Symbiosis
import SymbiosisScenes

/// A table of a scene file's items, its rows kept by identity: a change of the items reaches
/// the browser as the rows inserted, deleted and moved, and the texts changed in the cells of
/// the items updated, so one changed item costs tens of bytes whatever the table's size.
///
/// Its element holds the request's header view, the rows' grid and the footer view:
///
/// ```html
/// <div class="sy-table" data-n="T">
///   …header…
///   <div class="sy-rows" role="grid">
///     <div class="sy-section" role="rowgroup">
///       <div class="sy-section-header" role="row"><div role="columnheader">A</div></div>
///       <div class="sy-row-item" role="row" data-r="ITEM-ID" tabindex="-1">
///         <div class="sy-cell" role="gridcell">…the item's cell…</div>
///       </div>
///     </div>
///   </div>
///   …footer…
/// </div>
/// ```
///
/// A list of items is one section without a header; an empty list shows no section. Each item
/// has a cell of its own, made by the request and never given another item, whose views are
/// on the page as any view is (a row's toggle or field takes events itself). The table takes
/// the events `row` (the user chose the row `r`: its item goes out on `listView.selections`),
/// `secondary` (when the request has a secondary action) and `highlight` (the row with the
/// focus, or none); one naming a row not in the table is refused (``WebRefusal/notOffered``).
@MainActor
public final class WebTable<Item: Identifiable & Sendable>: WebView {
  typealias Row = SceneListRow<Item>

  /// The table and the items the user selects, gives the secondary action and highlights in
  /// it.
  public var listView: ListView<Item> {
    ListView(
      view: self, selections: selectionInput.signal,
      secondarySelections: secondaryInput.signal, highlights: highlightInput.signal)
  }

  /// The element holding the sections.
  let grid: WebView
  /// The sections shown.
  var sections: [Section<String, String, Row>] = []
  /// The rows shown, by the text of their item's id (their `data-r`).
  var rows: [String: WebTableRow<Item>] = [:]
  /// The sections' elements, by section id.
  var sectionViews: [String: WebTableSection] = [:]
  /// Why the latest snapshot was refused, shown in place of the rows, which are stale.
  var failureMessage: WebView?
  /// Makes a cell for an item.
  let makeCell: @MainActor () -> SceneCell<Item>
  private let hasSecondary: Bool
  private var cursor = CollectionCursor<Row>()
  /// The item last sent on the highlights.
  private var sentHighlight: Row?
  private let selectionInput = Signal<Item>.Input()
  private let secondaryInput = Signal<Item>.Input()
  private let highlightInput = Signal<Item?>.Input()
  /// The rows' collection, kept alive with its source as long as the table.
  private var collection: CollectionState<String, String, Row>?

  /// A table of `request`'s items, between its header and footer views.
  public init(_ request: ListRequest<Item>) {
    makeCell = request.makeCell
    hasSecondary = request.hasSecondary
    grid = WebView(tag: "div", classes: request.isGrid ? "sy-rows sy-grid" : "sy-rows")
    super.init(tag: "div", classes: "sy-table")
    grid.setAttribute("role", "grid")
    if let header = request.header { addChild(WebScenePlatform.webView(header)) }
    addChild(grid)
    if let footer = request.footer { addChild(WebScenePlatform.webView(footer)) }
    let collection = request.rows.collection(sectionWhenEmpty: false)
    self.collection = collection
    BindingTarget(lifetime: lifetime, onMainActor: { [weak self] in self?.show($0) })
      .bindOutsideScope(collection.updates.values)
  }

  /// Whether it takes the focus: while it shows rows (the browser focuses its first row).
  public override var acceptsFocus: Bool { !rows.isEmpty && failureMessage == nil }

  // MARK: Events

  /// `row`, `highlight`, and `secondary` when the request has a secondary action.
  public override var acceptedEvents: Set<WebEvent.Kind> {
    hasSecondary ? [.row, .secondary, .highlight] : [.row, .highlight]
  }

  /// Whether the row `event` names is in the table (a `highlight` may name none), and the rows
  /// are shown.
  public override func offers(_ event: WebEvent) -> Bool {
    guard failureMessage == nil else { return false }
    guard let row = event.row else { return event.kind == .highlight }
    return rows[row] != nil
  }

  /// Sends the item of the row `event` names on the signal of its kind.
  public override func handle(_ event: WebEvent) {
    let path = event.row.flatMap { rows[$0] }.flatMap { sections.path(ofItemWithID: $0.itemID) }
    let item = path.flatMap { sections.item(at: $0) }
    switch event.kind {
    case .row: if let item { selectionInput.send(item.item) }
    case .secondary: if let item { secondaryInput.send(item.item) }
    case .highlight:
      if let path {
        cursor.move(to: path, in: sections)
      } else {
        cursor = CollectionCursor()
      }
      sendHighlight()
    default: break
    }
  }

  /// Sends the highlighted item when it is not the one sent last (another item, or the same
  /// one changed).
  func sendHighlight() {
    cursor.follow(sections)
    let item = cursor.path.flatMap { sections.item(at: $0) }
    guard item != sentHighlight else { return }
    sentHighlight = item
    highlightInput.send(item?.item)
  }
}
