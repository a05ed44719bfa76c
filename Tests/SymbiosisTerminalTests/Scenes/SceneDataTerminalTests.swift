import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalScenes
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

@testable import SymbiosisScenes

/// A to-do of the terminal data tests.
private struct Job: Identifiable, Sendable, Codable {
  let id: Int
  var title: String
  var done: Bool
}

/// The jobs, held from the start.
private final class Jobs: SettableDataSource<[Job]> {
  override init() {
    super.init([
      Job(id: 1, title: "Dishes", done: true), Job(id: 2, title: "Laundry", done: false),
    ])
  }
}

/// Which jobs show: All, Open or Done.
private final class JobFilter: SettableDataSource<String> {
  override init() { super.init("All") }
}

private let jobTypes = SceneTypes()
  .model(Job.self, keys: ["title": \.title, "done": \.done])
  .source { Jobs() }
  .source { JobFilter() }

/// TodoMVC's data on the terminal: a toggle of all, a count with its plural, a picker editing
/// a whole source that a switch follows, and a button hidden while nothing is done.
@MainActor
@Suite("A scene file's data on the terminal")
struct SceneDataTerminalTests {
  @Test func aToggleOfAllAPluralAFilterPickerAndAHiddenButtonWorkByKeys() throws {
    let library = try SceneLibrary(
      files: [
        (
          "Jobs.scene.yaml",
          """
          scene: Jobs
          sources:
            jobs: Jobs
            filter: JobFilter
            open: { filter: jobs, where: done, is: false }
            done: { filter: jobs, where: done }
            shown: { switch: filter, cases: { All: jobs, Open: open, Done: done } }
          views:
            - toggle: { title: All, edit: jobs.all.done }
            - picker: { options: [All, Open, Done], edit: filter }
            - label: "{open.count|job|jobs} left"
            - button: { title: Clear, hidden: done.isEmpty }
            - table: { source: shown, cell: { label: "{title}" } }
          """
        )
      ], types: jobTypes, platform: TerminalScenePlatform())
    let scene = try library.scene(named: "Jobs")
    let terminal = try TestTerminal(#require(try scene.content() as? View), columns: 14, rows: 12)
    let jobs = try #require(scene.source("jobs") as? SettableDataSource<[Job]>)
    #expect(
      terminal.lines == [
        "[ ] All", "", "‹ All        ›", "", "1 job left", "", "[ Clear ]", "", "Dishes",
        "Laundry", "", "",
      ])
    terminal.press(.character(" "))  // the toggle of all has focus
    #expect(jobs.value.value?.map(\.done) == [true, true])
    #expect(terminal.lines[0] == "[x] All")
    #expect(terminal.lines[4] == "0 jobs left")
    terminal.press(.tab)
    terminal.press(.right)  // the picker chooses Open: the switch shows the open jobs, none
    #expect(
      terminal.lines == [
        "[x] All", "", "‹ Open       ›", "", "0 jobs left", "", "[ Clear ]", "", "", "", "",
        "",
      ])
    terminal.press(.backTab)
    terminal.press(.character(" "))  // none done: Clear hides, both jobs are open
    #expect(jobs.value.value?.map(\.done) == [false, false])
    #expect(
      terminal.lines == [
        "[ ] All", "", "‹ Open       ›", "", "2 jobs left", "", "Dishes", "Laundry", "", "", "",
        "",
      ])
  }
}
