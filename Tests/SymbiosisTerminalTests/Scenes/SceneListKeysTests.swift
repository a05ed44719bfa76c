import Symbiosis
import SymbiosisScenes
import SymbiosisTerminal
import SymbiosisTerminalScenes
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

/// A to-do of a scene's list, not `Equatable`, as a scene's item type need not be.
private struct Chore: Identifiable, Sendable {
  let id: Int
  var title: String
  var done = false
}

/// A cell as the scene builder could make one: a toggle showing the item's flag, and a label.
@MainActor
private func choreCell() -> SceneCell<Chore> {
  let toggle = Toggle("")
  let label = Label()
  return SceneCell(
    view: Stack(.horizontal, spacing: 1, [toggle, label]),
    show: {
      toggle.isOn.value = $0.done
      label.text = $0.title
    })
}

/// A scene file's table on the terminal: the secondary key, the highlighted item, and the
/// controls of its cells.
@MainActor
@Suite("Scene file lists' keys on the terminal")
struct SceneListKeysTests {
  let platform = TerminalScenePlatform()
  fileprivate let chores = DataSource.constant([
    Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Bins"),
  ])

  fileprivate func terminal(_ list: ListView<Chore>) throws -> TestTerminal {
    try TestTerminal(#require(list.view as? View), columns: 16, rows: 3)
  }

  @Test func spaceSendsTheSecondarySelectionWhenTheRequestHasOne() throws {
    let list = platform.list(
      ListRequest(rows: .items(chores), makeCell: choreCell, hasSecondary: true))
    let terminal = try terminal(list)
    let selected = Recorder(list.selections)
    let secondary = Recorder(list.secondarySelections)
    terminal.press(.down)
    terminal.press(.character(" "))
    terminal.press(.enter)
    #expect(secondary.values.map(\.id) == [2] && selected.values.map(\.id) == [2])
  }

  @Test func withoutASecondaryActionSpaceSelectsAsEnterDoes() throws {
    let list = platform.list(ListRequest(rows: .items(chores), makeCell: choreCell))
    let terminal = try terminal(list)
    let selected = Recorder(list.selections)
    let secondary = Recorder(list.secondarySelections)
    terminal.press(.character(" "))
    #expect(selected.values.map(\.id) == [1] && secondary.values.isEmpty)
  }

  @Test func highlightsSendTheHighlightedItem() throws {
    let list = platform.list(ListRequest(rows: .items(chores), makeCell: choreCell))
    let highlights = Recorder(list.highlights)
    let terminal = try terminal(list)
    terminal.press(.down)
    terminal.press(.up)
    #expect(highlights.values.map { $0?.id } == [1, 2, 1])
  }

  @Test func theControlsOfTheHighlightedRowsCellTakeTheFocus() throws {
    let list = platform.list(
      ListRequest(rows: .items(chores), makeCell: choreCell, header: Label("Chores")))
    let terminal = try terminal(list)
    terminal.press(.down)
    terminal.press(.right)
    let toggle = try #require(terminal.screen.focusedView as? Toggle)
    #expect(toggle.frame.y == 2)
    terminal.press(.character(" "))
    #expect(terminal.lines == ["Chores", "[ ] Dishes", "[x] Bins"])
    let selected = Recorder(list.selections)
    terminal.press(.escape)
    terminal.press(.enter)
    #expect(!(terminal.screen.focusedView is Toggle) && selected.values.map(\.id) == [2])
  }
}

/// A row whose item is not `Equatable` was configured again at every frame, undoing what the
/// user did in its cell (a toggle flipped back at once); now it is shown again at each update.
@MainActor
@Suite("Scene file rows of items that are not Equatable")
struct SceneListRowUpdateTests {
  @Test func aCellIsShownAgainAtEachUpdateNotAtEachFrame() async throws {
    let source = DataSource.constant([Chore(id: 1, title: "Dishes")])
    var shown: [String] = []
    let list = TerminalScenePlatform().list(
      ListRequest(
        rows: .items(source),
        makeCell: {
          let label = Label()
          return SceneCell(
            view: label,
            show: {
              shown.append($0.title)
              label.text = $0.title
            })
        }))
    let terminal = try TestTerminal(#require(list.view as? View), columns: 16, rows: 2)
    terminal.press(.down)
    terminal.resize(columns: 12, rows: 2)
    #expect(shown == ["Dishes"])
    source.modify { $0[0].title = "Bins" }
    await terminal.settled()
    #expect(terminal.lines == ["Bins", ""] && shown == ["Dishes", "Bins"])
  }
}
