import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

/// Two-line rows in a window of an odd number of lines: whatever scrolls, the top line starts a
/// row (or is a header), never the second line of one.
@MainActor
@Suite("Table scrolling by whole rows")
struct TableViewWholeRowScrollingTests {
  struct Song: Identifiable, Equatable, Sendable {
    let id: Int
  }

  private func songs(_ ids: some Sequence<Int>) -> [Song] { ids.map(Song.init) }

  private func table<SectionID: Hashable & Sendable>() -> TableView<SectionID, String, Song, Label>
  {
    TableView(rowHeight: 2, cell: { Label(wraps: true) }) { label, song in
      label.text = "song \(song.id)\nalbum \(song.id)"
    }
  }

  @Test func downPageDownAndTheWheelNeverShowHalfARowAtTheTop() async throws {
    let table: TableView<Int, String, Song, Label> = table()
    table.bind(to: CollectionState(items: Property(value: songs(0..<40))))
    let terminal = TestTerminal(table, columns: 12, rows: 5)
    await terminal.settled()
    #expect(terminal.rowText.first == "song 0")
    terminal.press(.down)
    terminal.press(.down)
    terminal.press(.down)
    #expect(terminal.rowText == ["song 2", "album 2", "song 3", "album 3", "song 4"])
    terminal.press(.pageDown)
    #expect(terminal.rowText.first?.hasPrefix("song") == true)
    terminal.scroll(down: true)
    #expect(terminal.rowText.first?.hasPrefix("song") == true)
    terminal.press(.end)
    #expect(terminal.rowText == ["song 38", "album 38", "song 39", "album 39", ""])
  }

  @Test func aWheelTickMovesOneTwoLineRow() async throws {
    let table: TableView<Int, String, Song, Label> = table()
    table.bind(to: CollectionState(items: Property(value: songs(0..<10))))
    let terminal = TestTerminal(table, columns: 12, rows: 5)
    await terminal.settled()
    #expect(terminal.rowText.first == "song 0")
    terminal.scroll(down: true)
    #expect(terminal.rowText.first == "song 1")
    terminal.scroll(down: true)
    terminal.scroll(down: false)
    #expect(terminal.rowText.first == "song 1")
  }

  @Test func anyMoveKeepsTheTopLineAtTheStartOfARowOrAHeader() async throws {
    var random = SeededRandom(seed: 2_026)
    let table: TableView<String, String, Song, Label> = table()
    table.bind(
      to: CollectionState(
        sections: Property(value: [
          Section(id: "a", header: "Side A", items: songs(0..<7)),
          Section(id: "b", header: "Side B", footer: "end", items: songs(7..<20)),
        ])))
    let terminal = TestTerminal(table, columns: 12, rows: 7)
    await terminal.settled()
    #expect(terminal.rowText.first == "Side A")
    let keys: [Key] = [.down, .down, .up, .pageDown, .pageUp, .home, .end]
    for _ in 0..<300 {
      switch Int.random(in: 0...9, using: &random) {
      case 0...1: terminal.scroll(down: true)
      case 2: terminal.scroll(down: false)
      case 3: terminal.resize(columns: 12, rows: Int.random(in: 3...9, using: &random))
      default: terminal.press(keys[Int.random(in: 0..<keys.count, using: &random)])
      }
      let top = terminal.rowText.first ?? ""
      #expect(!top.hasPrefix("album"), "the top line is \(top)")
    }
  }
}
