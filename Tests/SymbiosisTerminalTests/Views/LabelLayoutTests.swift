import SymbiosisTerminal
import SymbiosisTerminalTesting
import Testing

/// A label keeps its text's lines from frame to frame; each thing they depend on lays them out
/// again when it changes.
@MainActor
@Suite("Label layout")
struct LabelLayoutTests {
  @Test func newTextIsLaidOutAgain() {
    let label = Label("one two three", wraps: true)
    let terminal = TestTerminal(label, columns: 9, rows: 3)
    #expect(terminal.lines == ["one two", "three", ""])
    label.text = "four five six"
    #expect(terminal.lines == ["four five", "six", ""])
  }

  /// Swift's `==` calls "é" and "e" with a combining accent equal; the screen shows other
  /// scalars for each, so the label must take the new text as new.
  @Test func canonicallyEqualTextInOtherScalarsIsDrawnAsSet() {
    let label = Label("caf\u{E9}")
    let terminal = TestTerminal(label, columns: 8, rows: 1)
    _ = terminal.lines
    label.text = "cafe\u{301}"
    let fresh = TestTerminal(Label("cafe\u{301}"), columns: 8, rows: 1)
    #expect(terminal.screen.render().buffer == fresh.screen.render().buffer)
  }

  @Test func aNewWidthLaysTheTextOutAgain() {
    let wrapped = Label("aaa bbb ccc", wraps: true)
    let cut = Label("Symbiosis binds")
    let terminal = TestTerminal(Stack(.vertical, [wrapped, cut]), columns: 16, rows: 4)
    #expect(terminal.lines == ["aaa bbb ccc", "Symbiosis binds", "", ""])
    terminal.resize(columns: 8, rows: 4)
    #expect(terminal.lines == ["aaa bbb", "ccc", "Symbios…", ""])
    terminal.resize(columns: 16, rows: 4)
    #expect(terminal.lines == ["aaa bbb ccc", "Symbiosis binds", "", ""])
  }

  @Test func turningWrappingOnOrOffLaysTheTextOutAgain() {
    let label = Label("aaa bbb", wraps: true)
    let terminal = TestTerminal(Stack(.vertical, [label]), columns: 5, rows: 2)
    #expect(terminal.lines == ["aaa", "bbb"])
    label.wraps = false
    #expect(terminal.lines == ["aaa …", ""])
    label.wraps = true
    #expect(terminal.lines == ["aaa", "bbb"])
  }

  @Test func aNewThemeRedrawsKeptLinesInItsStyle() {
    var dark = Theme.standard
    dark.secondary = Style(foreground: .yellow)
    let label = Label("aaa bbb", themeStyle: \.secondary, wraps: true)
    let terminal = TestTerminal(label, columns: 4, rows: 2)
    #expect(terminal.cell(x: 0, y: 1).style == Theme.standard.secondary)
    terminal.screen.theme = dark
    #expect(terminal.lines == ["aaa", "bbb"])
    #expect(terminal.cell(x: 0, y: 1).style == dark.secondary)
  }
}
