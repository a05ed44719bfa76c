/// A section's heading or footing row in a ``WebTable``: one view, whose `columnheader` cell
/// holding its text is rendered, not kept (a table of many sections keeps one view a heading).
///
/// ```html
/// <div class="sy-section-header" role="row" data-n="N"><div role="columnheader">A</div></div>
/// ```
///
/// Its text does not change: a section whose header does gets another heading.
@MainActor
final class WebTableHeading: WebView {
  /// The text shown.
  let text: String

  /// A row of class `classes` showing `text`.
  init(_ text: String, classes: String) {
    self.text = text
    super.init(tag: "div", classes: classes)
    setAttribute("role", "row")
  }

  /// The row, holding its cell and the cell its text.
  override func render(into writer: inout HTMLWriter) {
    render(inCellOf: Self.cellAttributes, into: &writer) { $0.text(text) }
  }

  private static let cellAttributes = WebAttributes(["role": "columnheader"])
}
