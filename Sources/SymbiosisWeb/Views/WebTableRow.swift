import SymbiosisScenes

/// A row of a ``WebTable``: the element of one item, keyed by its id (`data-r`), holding in its
/// grid cell the cell made for that item alone.
@MainActor
final class WebTableRow<Item: Identifiable & Sendable>: WebView {
  /// The text of the item's id, by which the browser and its events name the row.
  let id: String
  /// The id of the item shown (the item is the table's: a row does not keep a copy).
  let itemID: Item.ID
  private let fill: @MainActor (Item) -> Void

  /// A row of `item`, whose id reads `id`, showing it in `cell`.
  init(_ item: SceneListRow<Item>, id: String, cell: SceneCell<Item>) {
    self.id = id
    itemID = item.id
    fill = cell.show
    super.init(tag: "div", classes: "sy-row-item")
    setAttribute("role", "row")
    addChild(WebScenePlatform.webView(cell.view))
    fill(item.item)
  }

  /// Its attributes and the row's `data-r` (its id) and `tabindex`, the same for every row,
  /// which are not kept per row.
  override var renderedAttributes: WebAttributes {
    var attributes = storedAttributes
    attributes["data-r"] = id
    attributes["tabindex"] = "-1"
    return attributes
  }

  /// The row, its grid cell (rendered, not kept: the same for every row), and in it the item's
  /// cell.
  override func render(into writer: inout HTMLWriter) {
    render(inCellOf: gridCellAttributes, into: &writer) { writer in
      for child in children { child.render(into: &writer) }
    }
  }

  /// Shows `item`, the same item changed in a newer snapshot: the cell sets what changed, so
  /// only that goes to the browser.
  func show(_ item: SceneListRow<Item>) { fill(item.item) }
}

/// The attributes of every row's grid cell.
private let gridCellAttributes = WebAttributes(["class": "sy-cell", "role": "gridcell"])
