/// A section of a ``WebTable``: its rows, after a heading row when the section has a header and
/// before a footing row when it has a footer.
@MainActor
final class WebTableSection: WebView {
  /// The section's id.
  let id: String
  /// The heading row and the footing row, when shown.
  private var heading: WebTableHeading?
  private var footing: WebTableHeading?

  /// An empty section of id `id`.
  init(id: String) {
    self.id = id
    super.init(tag: "div", classes: "sy-section")
    setAttribute("role", "rowgroup")
  }

  /// Where the first row is among its children.
  var firstRowIndex: Int { heading == nil ? 0 : 1 }

  /// The view the rows go before when they are last: the footing row, if any.
  var end: WebView? { footing }

  /// Shows `header` above the rows and `footer` below them, or no row for `nil`.
  func setHeadings(header: String?, footer: String?) {
    heading = update(heading, to: header, classes: "sy-section-header", at: 0)
    footing = update(footing, to: footer, classes: "sy-section-footer", at: children.count)
  }

  private func update(
    _ shown: WebTableHeading?, to text: String?, classes: String, at index: Int
  ) -> WebTableHeading? {
    guard shown?.text != text else { return shown }
    shown?.removeFromParent()
    guard let text else { return nil }
    let row = WebTableHeading(text, classes: classes)
    insertChild(row, at: min(index, children.count))
    return row
  }
}
