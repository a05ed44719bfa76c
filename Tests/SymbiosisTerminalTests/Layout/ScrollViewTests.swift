import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

/// A scene showing a page made beforehand.
private final class PageScene: Scene {
  let page: View
  init(page: View) {
    self.page = page
    super.init(title: "Person")
  }
  override func content() throws -> any PlatformView { page }
}

/// A page taller than its window scrolls to the focused view, and says that more is there.
@MainActor
@Suite("Scroll view")
struct ScrollViewTests {
  /// A page of `count` labels with a field after every third.
  private func page(rows count: Int) -> (Stack, [TextField]) {
    var views: [View] = []
    var fields: [TextField] = []
    for row in 0..<count {
      if row % 3 == 2 {
        let field = TextField(text: "field \(row)")
        fields.append(field)
        views.append(field)
      } else {
        views.append(Label("label \(row)"))
      }
    }
    return (Stack(.vertical, views), fields)
  }

  @Test func tabReachesEveryFieldOfAPageTallerThanTheWindow() {
    let (content, fields) = page(rows: 12)
    let terminal = TestTerminal(ScrollView(content), columns: 20, rows: 4)
    for field in fields {
      if terminal.screen.focusedView !== field { terminal.press(.tab) }
      #expect(terminal.screen.focusedView === field)
      let row = terminal.lines.firstIndex { $0.hasPrefix(field.text.value) }
      #expect(row != nil, "\(field.text.value) out of sight: \(terminal.lines)")
      #expect(field.cursorPosition.map { (0..<4).contains($0.y) } == true)
    }
    // The last field is the last row: nothing more below, more above.
    #expect(terminal.lines.last == "field 11")
    #expect(terminal.lines.first?.hasSuffix("▲") == true)
    // Back to the first field, just far enough to show it.
    terminal.press(.tab)
    #expect(terminal.lines.first == "field 2            ▲")
    #expect(terminal.lines.last?.hasSuffix("▼") == true)
  }

  @Test func pageKeysAndTheWheelScrollAndAPageThatFitsDoesNot() {
    let (content, _) = page(rows: 12)
    let terminal = TestTerminal(ScrollView(content), columns: 20, rows: 4)
    terminal.press(.pageDown)
    #expect(terminal.lines.first?.hasPrefix("label 3") == true)
    terminal.scroll(down: true)
    #expect(terminal.lines.first?.hasPrefix("label 6") == true)
    terminal.press(.pageUp)
    terminal.press(.pageUp)
    #expect(terminal.lines.first == "label 0")
    let (short, _) = page(rows: 3)
    let fits = TestTerminal(ScrollView(short), columns: 20, rows: 4)
    #expect(fits.lines == ["label 0", "label 1", "field 2", ""])
  }

  @Test func theFocusedViewStaysInSightWhenTheWindowShrinks() {
    let (content, fields) = page(rows: 12)
    let terminal = TestTerminal(ScrollView(content), columns: 20, rows: 12)
    while terminal.screen.focusedView !== fields.last { terminal.press(.tab) }
    #expect(terminal.lines.contains("field 11"))
    terminal.resize(columns: 20, rows: 4)
    #expect(terminal.lines.last == "field 11", "out of sight after the resize: \(terminal.lines)")
    #expect(fields.last?.cursorPosition.map { (0..<4).contains($0.y) } == true)
  }

  /// People's page at 50×6: every row of a scene's page can be seen in a navigation stack, the
  /// rows that take no focus too, and each field is in sight when it has focus.
  @Test func aNavigationStacksPageScrolls() {
    let (content, fields) = page(rows: 10)
    let navigator = Navigator(root: PageScene(page: content))
    let terminal = TestTerminal(NavigationStack(navigator), columns: 50, rows: 6)
    var seen = Set<String>()
    for _ in 0..<4 {
      seen.formUnion(terminal.lines.map { String($0.prefix(7)) })
      terminal.press(.pageDown)
    }
    for row in 0..<10 where row % 3 != 2 {
      #expect(seen.contains("label \(row)"), "label \(row) never shown: \(seen.sorted())")
    }
    // Scrolled to the end, Tab goes round the fields, each scrolled into sight.
    for _ in fields {
      terminal.press(.tab)
      let focused = terminal.screen.focusedView as? TextField
      #expect(focused != nil)
      let text = focused?.text.value ?? "?"
      #expect(terminal.lines.contains { $0.hasPrefix(text) }, "\(text): \(terminal.lines)")
    }
  }
}
