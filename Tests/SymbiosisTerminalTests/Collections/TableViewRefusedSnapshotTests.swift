import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

/// A snapshot in which two items share an id is refused by its collection: the table says why
/// where its rows were, and shows rows again at the next good snapshot.
@MainActor
@Suite("Table showing a refused snapshot")
struct TableViewRefusedSnapshotTests {
  struct Person: Identifiable, Equatable, Sendable {
    let id: Int
    let name: String
  }

  private let message = "two items in the new snapshot have the id 1"

  private func table() -> TableView<Int, String, Person, Label> {
    TableView(cell: { Label() }) { $0.text = $1.name }
  }

  @Test func aFirstSnapshotWithADuplicateIdShowsWhyAndRecovers() async throws {
    let people = MutableProperty([
      Person(id: 1, name: "Ada Lovelace"), Person(id: 1, name: "Anita Borg"),
    ])
    let table = table()
    var selected: [Person] = []
    let recording = { @MainActor (person: Person) in selected.append(person) } <~ table.selections
    defer { recording.cancel() }
    table.bind(to: CollectionState(items: people))
    var theme = Theme.standard
    theme.error = Style(foreground: .indexed(196))
    let terminal = TestTerminal(table, columns: 50, rows: 4, theme: theme)
    await terminal.settled()
    #expect(terminal.lines.first == message)
    #expect(terminal.cell(x: 0, y: 0).style == theme.error)
    terminal.press(.down)
    terminal.press(.enter)
    terminal.click(x: 1, y: 1)
    #expect(selected.isEmpty)
    #expect(terminal.lines.first == message)

    people.value = [Person(id: 1, name: "Ada Lovelace"), Person(id: 2, name: "Anita Borg")]
    await terminal.settled()
    #expect(terminal.lines.prefix(2) == ["Ada Lovelace", "Anita Borg"])
    terminal.click(x: 1, y: 1)
    #expect(selected.map(\.name) == ["Anita Borg"])
  }

  @Test func aLaterDuplicateReplacesTheRowsWithWhyAndTheHighlightSurvives() async throws {
    let people = MutableProperty([
      Person(id: 1, name: "Ada Lovelace"), Person(id: 2, name: "Anita Borg"),
    ])
    let table = table()
    table.bind(to: CollectionState(items: people))
    let terminal = TestTerminal(table, columns: 20, rows: 4)
    await terminal.settled()
    #expect(terminal.lines.first == "Ada Lovelace")
    terminal.press(.down)
    terminal.press(.down)
    #expect(table.cursor == ItemPath(section: 0, item: 1))

    people.value = [Person(id: 1, name: "Ada Lovelace"), Person(id: 1, name: "Grace Hopper")]
    // Narrower than the message: it wraps rather than being cut.
    await terminal.settled()
    #expect(terminal.lines == ["two items in the new", "snapshot have the id", "1", ""])
    people.value = [Person(id: 1, name: "Ada Lovelace"), Person(id: 2, name: "Anita Borg")]
    await terminal.settled()
    #expect(terminal.lines.prefix(2) == ["Ada Lovelace", "Anita Borg"])
    #expect(table.cursor == ItemPath(section: 0, item: 1))
  }
}
