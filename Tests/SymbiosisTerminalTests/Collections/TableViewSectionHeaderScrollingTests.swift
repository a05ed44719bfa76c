import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

/// Scrolling up to a section's first row by the keyboard or a resize shows its header too, as
/// the wheel does.
@MainActor
@Suite("Table headers when scrolling to a section's start")
struct TableViewSectionHeaderScrollingTests {
  struct Person: Identifiable, Equatable, Sendable {
    let id: Int
    let name: String
  }

  /// Sections by initial, as People shows them: "A" heads Anita Borg and Ada Lovelace, and so on.
  private let sections: [Section<String, String, Person>] = {
    let names = [
      ["Anita Borg", "Ada Lovelace", "Alan Kay"], ["Barbara Liskov", "Brian Kernighan"],
      ["Carol Shaw", "Claude Shannon", "Chuck Moore", "Cynthia Dwork"], ["Dennis Ritchie"],
      ["Edsger Dijkstra", "Erna Hoover", "Evelyn Boyd"],
      ["Frances Allen", "Fred Brooks", "Fernando Corbato", "Frieda Nash"],
      ["Grace Hopper", "Guido van Rossum"], ["Hedy Lamarr", "Hal Abelson", "Herman Hollerith"],
      ["Ivan Sutherland", "Ida Rhodes"],
    ]
    var id = 0
    return names.map { group in
      let initial = String(group[0].prefix(1))
      return Section(
        id: initial, header: initial,
        items: group.map { name in
          id += 1
          return Person(id: id, name: name)
        })
    }
  }()

  private func shown(rows: Int) async throws -> (
    TableView<String, String, Person, Label>, TestTerminal
  ) {
    let table = TableView<String, String, Person, Label>(cell: { Label() }) { $0.text = $1.name }
    table.bind(to: CollectionState(sections: Property(value: sections)))
    let terminal = TestTerminal(table, columns: 20, rows: rows)
    await terminal.settled()
    #expect(terminal.rowText.first == "A")
    return (table, terminal)
  }

  @Test func homeAfterTheEndShowsTheFirstHeader() async throws {
    let (_, terminal) = try await shown(rows: 8)
    for _ in 0..<40 { terminal.press(.down) }
    terminal.press(.home)
    #expect(terminal.rowText.prefix(2) == ["A", "Anita Borg"])
    for _ in 0..<40 { terminal.press(.down) }
    for _ in 0..<26 { terminal.press(.up) }
    #expect(terminal.rowText.prefix(2) == ["A", "Anita Borg"])
  }

  @Test func upToASectionsFirstRowMidListShowsItsHeader() async throws {
    let (_, terminal) = try await shown(rows: 8)
    terminal.press(.end)
    // From Ida Rhodes up to Edsger Dijkstra, the first row of E.
    for _ in 0..<13 { terminal.press(.up) }
    #expect(terminal.rowText.prefix(2) == ["E", "Edsger Dijkstra"])
  }

  @Test func aResizeTinyAndBackShowsTheHeaderAgain() async throws {
    let (_, terminal) = try await shown(rows: 8)
    terminal.press(.end)
    for _ in 0..<13 { terminal.press(.up) }
    terminal.resize(columns: 20, rows: 1)
    #expect(terminal.rowText == ["Edsger Dijkstra"])
    terminal.resize(columns: 20, rows: 8)
    #expect(terminal.rowText.prefix(2) == ["E", "Edsger Dijkstra"])
  }

  /// Whatever keys and resizes come, a highlighted first row of a section has its header just
  /// above it whenever the table is tall enough for both.
  @Test func aHighlightedFirstRowAlwaysHasItsHeaderAbove() async throws {
    var random = SeededRandom(seed: 20)
    let (table, terminal) = try await shown(rows: 8)
    let keys: [Key] = [.up, .up, .up, .down, .down, .pageUp, .pageDown, .home, .end]
    var height = 8
    for _ in 0..<400 {
      if Int.random(in: 0..<6, using: &random) == 0 {
        // A resize to the size it has would blank TestTerminal's screen: always a new height.
        height = (height + Int.random(in: 1...11, using: &random) - 1) % 12 + 1
        terminal.resize(columns: 20, rows: height)
      } else {
        terminal.press(keys[Int.random(in: 0..<keys.count, using: &random)])
      }
      guard let cursor = table.cursor, cursor.item == 0, height >= 2 else { continue }
      let section = sections[cursor.section]
      let lines = terminal.rowText
      let row = try #require(lines.firstIndex(of: section.items[0].name))
      #expect(row > 0 && lines[row - 1] == section.header, "\(lines)")
    }
  }
}
