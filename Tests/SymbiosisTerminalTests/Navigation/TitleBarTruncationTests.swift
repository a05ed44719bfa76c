import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import Testing

@MainActor
@Suite("Title bar truncation")
struct TitleBarTruncationTests {
  @Test func aLongTitleIsCutWithAnEllipsisAtEverySize() {
    let title = "Dancing Queen (Live at Wembley Arena, 1979)"
    let stack = NavigationStack(root: View(), title: "Searchy")
    stack.push(View(), title: title)
    let terminal = TestTerminal(stack, columns: 80, rows: 3)
    for columns in [60, 40, 20, 12, 9] {
      terminal.resize(columns: columns, rows: 3)
      let bar = terminal.lines[0]
      #expect(bar.hasPrefix("‹ Back  "))
      let shown = String(bar.dropFirst("‹ Back  ".count))
      if columns >= 8 + title.count {
        #expect(shown.hasSuffix(title))
      } else {
        #expect(shown.hasSuffix("…"), "\(columns) columns: \(bar)")
        #expect(TextMeasure.width(of: bar) == columns)
      }
    }
  }

  @Test func aTitleInAPaddedStackIsCutAtThePadding() {
    let stack = NavigationStack(root: View(), title: "A title far too long")
    stack.padding = Insets(horizontal: 2, vertical: 0)
    let terminal = TestTerminal(stack, columns: 14, rows: 2)
    #expect(terminal.lines[0] == "  A title f…")
  }
}
