import Symbiosis
import SymbiosisScenes
import SymbiosisTerminalTesting
import Testing

@testable import SymbiosisTerminal
@testable import SymbiosisTerminalScenes

/// A problem on `line` of the People file.
private func problem(_ line: Int, _ message: String) -> SceneDiagnostic {
  SceneDiagnostic(
    message, at: SymbiosisScenes.SourceLocation(file: "P.scene.yaml", line: line, column: 7))
}

/// A broken scene file's problems over the screen, the last good scene usable under them.
@MainActor
@Suite("Scene file problems over the screen")
struct SceneProblemsOverlayTests {
  let problems = MutableProperty<[SceneDiagnostic]>([])
  let field = TextField(placeholder: "search")
  let overlay: SceneProblemsOverlay

  init() {
    overlay = SceneProblemsOverlay(
      Stack(.vertical, [field, Label("row 1"), Label("row 2"), Label("row 3")]),
      problems: problems)
  }

  @Test func problemsShowInABoxAtTheBottomAndGoWhenFixed() {
    let terminal = TestTerminal(overlay, columns: 40, rows: 8)
    #expect(terminal.lines == ["search", "row 1", "row 2", "row 3", "", "", "", ""])
    problems.value = [problem(3, "unknown view kind 'lable'")]
    #expect(
      terminal.lines == [
        "search", "row 1", "row 2", "row 3", "┌ 1 problem in the scene files ────────┐",
        "│P.scene.yaml:3:7: error: unknown view │", "│kind 'lable'                          │",
        "└──────────────────────────────────────┘",
      ])
    problems.value = []
    #expect(terminal.lines == ["search", "row 1", "row 2", "row 3", "", "", "", ""])
  }

  @Test func theSceneUnderTheProblemsKeepsTheKeys() {
    let terminal = TestTerminal(overlay, columns: 40, rows: 8)
    problems.value = [problem(3, "unknown view kind 'lable'")]
    terminal.type("ada")
    #expect(field.text.value == "ada")
    #expect(terminal.lines[0] == "ada")
  }

  @Test func manyProblemsTakeHalfTheScreenAndTheWheelScrollsThem() {
    let terminal = TestTerminal(overlay, columns: 30, rows: 10)
    problems.value = (1...6).map { problem($0, "bad") }
    let lines = terminal.lines
    #expect(lines[3] == "row 3" && lines[5].hasPrefix("┌ 6 problems"))
    #expect(
      lines[6...8] == [
        "│P.scene.yaml:1:7: error: bad│", "│P.scene.yaml:2:7: error: bad│",
        "│… and 4 more (--check lists │",
      ])
    terminal.scroll(down: true, x: 5, y: 7)
    terminal.scroll(down: true, x: 5, y: 7)
    #expect(terminal.lines[6] == "│P.scene.yaml:3:7: error: bad│")
    // Scrolled to the end, the last problem shows on the last row.
    for _ in 0..<10 { terminal.scroll(down: true, x: 5, y: 7) }
    #expect(terminal.lines[8] == "│P.scene.yaml:6:7: error: bad│")
  }

  @Test func inTextModeTheProblemsArePrintedWithTheFrame() async throws {
    problems.value = [problem(9, "unknown source 'peple'")]
    let printed = try await textPrinted(
      by: App(root: overlay), typing: "", size: Size(width: 50, height: 6))
    #expect(printed.contains("P.scene.yaml:9:7: error: unknown source 'peple'"))
    #expect(printed.contains("row 1"))
  }

  // Issue 29 item 17: a file with 60 problems showed "60 problems" and listed 13, with no word
  // of the rest.
  @Test func aListLongerThanTheBoxSaysHowManyMoreAndThatCheckListsThemAll() {
    let terminal = TestTerminal(overlay, columns: 40, rows: 20)
    problems.value = (1...60).map { problem($0, "bad") }
    let lines = terminal.lines
    #expect(lines[10].hasPrefix("┌ 60 problems"))
    #expect(lines[17] == "│P.scene.yaml:7:7: error: bad          │")
    #expect(lines[18] == "│… and 53 more (--check lists all)     │")
    // Scrolled to the end, the last problem shows, and nothing is said of more.
    for _ in 0..<60 { terminal.scroll(down: true, x: 5, y: 12) }
    #expect(terminal.lines[18] == "│P.scene.yaml:60:7: error: bad         │")
  }

  // Issue 29 item 18: a file with 100,000 problems is listed as far as the first 500, so that
  // drawing the box costs the screen little; the last row counts the rest.
  @Test func aHugeListIsLaidOutAsFarAsItsFirst500() {
    let terminal = TestTerminal(overlay, columns: 40, rows: 20)
    problems.value = (1...2_000).map { problem($0, "bad") }
    for _ in 0..<600 { terminal.scroll(down: true, x: 5, y: 12) }
    #expect(terminal.lines[17] == "│P.scene.yaml:500:7: error: bad        │")
    #expect(terminal.lines[18] == "│… and 1500 more (--check lists all)   │")
  }

  // Issue 29 item 17: the box covered the bottom rows of the list under it, the selected row
  // included.
  @Test func theFocusedRowOfAListIsNeverUnderTheBox() {
    struct Row: Identifiable, Equatable, Sendable {
      let id: Int
    }
    let items = MutableProperty((1...20).map { Row(id: $0) })
    let table = TableView(items: items, cell: Label.init) { $0.text = "item \($1.id)" }
    let terminal = TestTerminal(
      SceneProblemsOverlay(table, problems: problems), columns: 30, rows: 10)
    for _ in 1..<20 { terminal.press(.down) }
    #expect(terminal.lines.contains { $0.hasPrefix("item 20") })
    problems.value = (1...6).map { problem($0, "bad") }
    let lines = terminal.lines
    #expect(lines[5].hasPrefix("┌ 6 problems"))
    #expect(lines[..<5].contains { $0.hasPrefix("item 20") })
  }

  // Issue 29 item 19: a segue to a removed scene said so only in the problems box; the status
  // line under the screen says so too.
  @Test func aNoticeShowsOnTheStatusLineAboveTheProblems() {
    let notice = MutableProperty<String?>(nil)
    let terminal = TestTerminal(
      SceneProblemsOverlay(
        Stack(.vertical, [Label("row 1"), Label("row 2")]), problems: problems, notice: notice),
      columns: 40, rows: 8)
    problems.value = [problem(3, "unknown scene 'Detail'")]
    notice.value = "cannot open 'Detail': no file"
    #expect(terminal.lines[3] == "cannot open 'Detail': no file")
    #expect(terminal.lines[4].hasPrefix("┌ 1 problem"))
    notice.value = nil
    #expect(!terminal.lines.contains("cannot open 'Detail': no file"))
  }
}
