import Foundation
import SymbiosisScenes
import Testing

@testable import SymbiosisWeb

/// A view keeps its `class` and `role` apart from its other attributes, and a table row keeps
/// none of the attributes every row has; the element has them all, in name order.
@MainActor struct WebAttributesTests {
  @Test func attributesAreWrittenInNameOrderWhereverTheyAreKept() {
    let view = WebView(tag: "div", classes: "c")
    view.setAttribute("tabindex", "0")
    view.setAttribute("role", "row")
    view.setAttribute("aria-label", "x")
    view.setAttribute("data-x", "1")
    #expect(
      view.html()
        == "<div aria-label=\"x\" class=\"c\" data-x=\"1\" role=\"row\" tabindex=\"0\"></div>")
    #expect(view.attribute("role") == "row" && view.attribute("class") == "c")
    view.setAttribute("role", nil)
    view.setAttribute("class", nil)
    view.setAttribute("aria-label", nil)
    #expect(view.html() == "<div data-x=\"1\" tabindex=\"0\"></div>")
    #expect(view.attributes == ["data-x": "1", "tabindex": "0"])
  }

  @Test func aTableRowHasItsIDAndTabIndexWithoutKeepingThem() {
    struct Item: Identifiable, Sendable, Equatable { let id: Int }
    let row = WebTableRow(
      SceneListRow(item: Item(id: 7), snapshot: UUID()), id: "7",
      cell: SceneCell(view: WebLabel("Ada"), show: { _ in }))
    #expect(row.attribute("data-r") == "7" && row.attribute("tabindex") == "-1")
    #expect(row.attributes["role"] == "row")
    #expect(
      row.html().hasPrefix(
        "<div class=\"sy-row-item\" data-r=\"7\" role=\"row\" tabindex=\"-1\">"))
  }
}
