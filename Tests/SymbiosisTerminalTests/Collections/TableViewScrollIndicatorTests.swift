import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

/// A list longer than its window says so: "▲" while rows are above, "▼" while rows are below.
@MainActor
@Suite("Table scroll indicators")
struct TableViewScrollIndicatorTests {
  struct Song: Identifiable, Equatable, Sendable {
    let id: Int
  }

  @Test func marksShowWhereMoreRowsAre() async throws {
    let table = TableView<Int, String, Song, Label>(cell: { Label() }) { $0.text = "song \($1.id)" }
    table.bind(to: CollectionState(items: Property(value: (0..<10).map(Song.init))))
    let terminal = TestTerminal(table, columns: 12, rows: 3)
    await terminal.settled()
    #expect(terminal.lines.first?.hasPrefix("song 0") == true)
    #expect(terminal.lines == ["song 0", "song 1", "song 2     ▼"])
    terminal.press(.pageDown)
    terminal.press(.down)
    #expect(terminal.lines.first?.hasSuffix("▲") == true)
    #expect(terminal.lines.last?.hasSuffix("▼") == true)
    terminal.press(.end)
    #expect(terminal.lines == ["song 7     ▲", "song 8", "song 9"])
  }

  @Test func aListThatFitsHasNoMarks() async throws {
    let table = TableView<Int, String, Song, Label>(cell: { Label() }) { $0.text = "song \($1.id)" }
    table.bind(to: CollectionState(items: Property(value: (0..<3).map(Song.init))))
    let terminal = TestTerminal(table, columns: 12, rows: 3)
    await terminal.settled()
    #expect(terminal.lines.first == "song 0")
    #expect(terminal.lines == ["song 0", "song 1", "song 2"])
  }
}
