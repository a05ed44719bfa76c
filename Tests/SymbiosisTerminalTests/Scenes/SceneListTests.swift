import Symbiosis
import SymbiosisScenes
import SymbiosisTerminal
import SymbiosisTerminalScenes
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

/// A model of a scene's list that is not `Equatable`, as a scene's item type need not be.
private struct Track: Identifiable, Sendable {
  let id: Int
  var title: String
}

private let tracks = [Track(id: 1, title: "Alpha"), Track(id: 2, title: "Beta")]

/// A cell as the scene builder makes one from `cell: { label: "{title}" }`.
@MainActor
private func labelCell() -> SceneCell<Track> {
  let label = Label()
  return SceneCell(view: label, show: { label.text = $0.title })
}

/// Tables and grids of a scene file's lists: rows and sections, cells the builder makes, the
/// header and footer around them, and the items the user selects.
@MainActor
@Suite("Scene file lists on the terminal")
struct SceneListTests {
  let platform = TerminalScenePlatform(gridColumns: 2)

  fileprivate func view(_ list: ListView<Track>) throws -> View { try #require(list.view as? View) }

  @Test func aListShowsItsItemsInCellsAndSendsTheOneSelected() throws {
    let list = platform.list(
      ListRequest(rows: .items(DataSource.constant(tracks)), makeCell: labelCell))
    let terminal = try TestTerminal(view(list), columns: 10, rows: 3)
    #expect(terminal.lines == ["Alpha", "Beta", ""])
    let selected = Recorder(list.selections)
    terminal.press(.down)
    terminal.press(.enter)
    #expect(selected.values.map(\.id) == [2])
  }

  @Test func sectionsAreHeadedByTheirKey() throws {
    let sections = [
      Section(id: "A", header: "A", items: [tracks[0]]),
      Section(id: "B", header: "B", items: [tracks[1]]),
    ]
    let list = platform.list(
      ListRequest(rows: .sections(DataSource.constant(sections)), makeCell: labelCell))
    let terminal = try TestTerminal(view(list), columns: 10, rows: 4)
    #expect(terminal.lines == ["A", "Alpha", "B", "Beta"])
  }

  @Test func theHeaderAndFooterShowAboveAndBelowTheRows() throws {
    let list = platform.list(
      ListRequest(
        rows: .items(DataSource.constant(tracks)), makeCell: labelCell, header: Label("Tracks"),
        footer: Label("2 tracks")))
    let terminal = try TestTerminal(view(list), columns: 10, rows: 5)
    #expect(terminal.lines == ["Tracks", "Alpha", "Beta", "2 tracks", ""])
  }

  @Test func aGridShowsItsCellsSideBySide() throws {
    let list = platform.list(
      ListRequest(rows: .items(DataSource.constant(tracks)), isGrid: true, makeCell: labelCell))
    let terminal = try TestTerminal(view(list), columns: 12, rows: 1)
    #expect(terminal.lines == ["Alpha Beta"])
  }

  @Test func anItemThatIsNotEquatableShowsItsNewValueWhenItChanges() throws {
    let source = DataSource.constant(tracks)
    let list = platform.list(ListRequest(rows: .items(source), makeCell: labelCell))
    let terminal = try TestTerminal(view(list), columns: 10, rows: 2)
    source.modify { $0[0].title = "Gamma" }
    #expect(terminal.lines == ["Gamma", "Beta"])
  }

  @Test func rowsAreAsTallAsTheCellTheBuilderMakes() throws {
    let list = platform.list(
      ListRequest(
        rows: .items(DataSource.constant(tracks)),
        makeCell: {
          let box = Box(Label())
          return SceneCell(view: box, show: { box.title = $0.title })
        }))
    let terminal = try TestTerminal(view(list), columns: 9, rows: 6)
    #expect(terminal.lines[0] == "┌ Alpha ┐" && terminal.lines[3] == "┌ Beta ─┐")
  }
}
