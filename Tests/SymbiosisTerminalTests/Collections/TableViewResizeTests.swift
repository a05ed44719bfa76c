import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

/// A table made smaller keeps the row the user highlighted in view.
@MainActor
@Suite("Table resizing")
struct TableViewResizeTests {
  struct Song: Identifiable, Equatable, Sendable {
    let id: Int
  }

  private func terminal(rows: Int) async throws -> TestTerminal {
    let table = TableView<Int, String, Song, Label>(cell: { Label() }) { label, song in
      label.text = "song \(song.id)"
    }
    table.bind(to: CollectionState(items: Property(value: (0..<30).map(Song.init))))
    let terminal = TestTerminal(table, columns: 12, rows: rows)
    await terminal.settled()
    #expect(terminal.rowText.first == "song 0")
    return terminal
  }

  @Test func shrinkingKeepsTheHighlightedRowInView() async throws {
    let terminal = try await terminal(rows: 10)
    for _ in 0..<6 { terminal.press(.down) }
    #expect(terminal.rowText.contains("song 6"))
    terminal.resize(columns: 12, rows: 3)
    #expect(terminal.rowText.contains("song 6"))
    terminal.resize(columns: 12, rows: 10)
    #expect(terminal.rowText.contains("song 6"))
  }

  @Test func growingDoesNotMoveAVisibleHighlight() async throws {
    let terminal = try await terminal(rows: 5)
    terminal.press(.down)
    #expect(terminal.rowText.first == "song 0")
    terminal.resize(columns: 12, rows: 8)
    #expect(terminal.rowText.first == "song 0")
  }
}
