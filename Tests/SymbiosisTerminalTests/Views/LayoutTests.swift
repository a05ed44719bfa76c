import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import Testing

@MainActor
@Suite("Layout")
struct LayoutTests {
  private func block(_ text: String, width: Length = .fit, height: Length = .fit) -> Label {
    let label = Label(text)
    label.width = width
    label.height = height
    return label
  }

  // 16 columns left for weights 1 and 2: 5 and 10, and the column left over to the first.
  @Test func fixedThenFittedThenFillSharesTheRestByWeight() {
    let a = block("a", width: .fixed(3))
    let b = block("bb")
    let c = block("c", width: .fill(1))
    let d = block("d", width: .fill(2))
    let row = Stack(.horizontal, spacing: 1, [a, b, c, d])
    _ = TestTerminal(row, columns: 24, rows: 1)
    #expect([a, b, c, d].map(\.frame.width) == [3, 2, 6, 10])
    #expect([a, b, c, d].map(\.frame.x) == [0, 4, 7, 14])
  }

  @Test func paddingBordersAndAlignmentPlaceContent() {
    let title = block("Hi")
    let column = Stack(.vertical, alignment: .center, [title, block("there")])
    column.padding = Insets(horizontal: 1)
    let terminal = TestTerminal(Box(title: "Box", column), columns: 11, rows: 4)
    #expect(
      terminal.lines == [
        "┌ Box ────┐",
        "│   Hi    │",
        "│  there  │",
        "└─────────┘",
      ])
  }

  @Test func hiddenViewsTakeNoRoom() {
    let hidden = block("hidden")
    hidden.isHidden = true
    let terminal = TestTerminal(
      Stack(.vertical, [block("one"), hidden, block("two")]), columns: 8, rows: 3)
    #expect(terminal.lines == ["one", "two", ""])
  }

  @Test func aResizeLaysOutAgainAndTooLittleRoomShortensTheLastViews() {
    let row = Stack(.horizontal, spacing: 1, [block("left", width: .fill), block("right")])
    let terminal = TestTerminal(row, columns: 20, rows: 1)
    #expect(terminal.lines == ["left           right"])
    terminal.resize(columns: 12, rows: 1)
    #expect(terminal.lines == ["left   right"])
    terminal.resize(columns: 4, rows: 2)
    #expect(terminal.lines == [" ri…", ""])
  }

  @Test func aResizedTerminalIsRedrawnWholeCursorIncluded() {
    // After a resize the terminal's state is unknown (here a fresh screen, cursor shown):
    // the redraw must not trust what the encoder last sent.
    let terminal = TestTerminal(block("left"), columns: 20, rows: 1)
    #expect(!terminal.isCursorVisible)
    terminal.resize(columns: 12, rows: 1)
    #expect(terminal.lines == ["left"])
    #expect(!terminal.isCursorVisible)
  }
}
