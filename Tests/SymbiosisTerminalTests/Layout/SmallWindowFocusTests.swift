import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

/// In a window too small for everything, the focused view is the last to go.
@MainActor
@Suite("Small windows keep the focus in view")
struct SmallWindowFocusTests {
  struct Song: Identifiable, Equatable, Sendable {
    let id: Int
  }

  /// Searchy's search screen: a field, a status line and the results, a row apart.
  private func searchScreen() -> (
    root: View, field: TextField, list: TableView<Int, String, Song, Label>
  ) {
    let field = TextField(placeholder: "Search")
    let list = TableView<Int, String, Song, Label>(cell: { Label() }) { $0.text = "song \($1.id)" }
    list.height = .fill
    list.bind(to: CollectionState(items: Property(value: (1...9).map(Song.init))))
    let root = Stack(.vertical, spacing: 1, [field, Label("9 songs"), list])
    root.padding = Insets(horizontal: 1, vertical: 1)
    return (NavigationStack(root: root, title: "Searchy"), field, list)
  }

  @Test func theFocusedFieldStaysWhenTheRestCannotFit() {
    let screen = searchScreen()
    let terminal = TestTerminal(screen.root, columns: 20, rows: 5)
    terminal.type("moon")
    #expect(terminal.lines == ["      Searchy", "", " moon", "", ""])
    #expect(screen.field.cursorPosition == Point(x: 5, y: 2))
  }

  @Test func paddingGivesWayBeforeTheFocusedField() {
    let screen = searchScreen()
    let terminal = TestTerminal(screen.root, columns: 30, rows: 3)
    terminal.type("moon")
    #expect(terminal.text.contains("moon"))
    #expect(screen.field.text.value == "moon")
  }

  @Test func aFocusedListKeepsTheRoomInstead() async throws {
    let screen = searchScreen()
    let terminal = TestTerminal(screen.root, columns: 20, rows: 10)
    await terminal.settled()
    #expect(terminal.text.contains("song 1"))
    terminal.press(.enter)
    terminal.press(.down)
    #expect(screen.list.isFocused)
    terminal.resize(columns: 20, rows: 5)
    #expect(terminal.rowText == ["      Searchy", "", " song 1", " song 2", ""])
  }

  @Test func whatIsDroppedTakesItsGapsWithIt() {
    let a = Label("a")
    let b = Label("b")
    let field = TextField(text: "f")
    let row = Stack(.horizontal, spacing: 2, [a, b, field])
    let terminal = TestTerminal(row, columns: 5, rows: 1)
    // "a  b  f" needs 8 columns: the field comes first, then "a", and "b" has no room.
    #expect(terminal.lines == ["a  f"])
  }

  @Test func withRoomForEverythingNothingMoves() {
    let screen = searchScreen()
    let terminal = TestTerminal(screen.root, columns: 20, rows: 9)
    #expect(
      terminal.rowText == [
        "      Searchy", "", " Search", "", " 9 songs", "", " song 1", " song 2", "",
      ])
  }
}
