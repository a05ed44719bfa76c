import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalScenes
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

@testable import SymbiosisScenes

/// A chore, done or not.
private struct Chore: Identifiable, Sendable, Codable {
  let id: Int
  var title: String
  var done: Bool
}

private let choreTypes = SceneTypes()
  .model(Chore.self, keys: ["title": \.title, "done": \.done])

/// A scene file's table whose cells hold a toggle of their row's flag, on the terminal.
@MainActor
@Suite("Controls in a scene file's rows on the terminal")
struct SceneRowToggleTests {
  @Test func eachRowsToggleShowsItsItemsFlagAndFollowsAnEdit() throws {
    let library = try SceneLibrary(
      files: [
        (
          "Chores.scene.yaml",
          """
          scene: Chores
          sources:
            chores:
              constant: "[Chore]"
              value: [{ id: 1, title: Dishes, done: true }, { id: 2, title: Laundry, done: false }]
            shown: { sort: chores, by: title }
          views:
            - table:
                source: shown
                cell: { row: { views: [{ toggle: { edit: done } }, { label: "{title}" }] } }
          """
        )
      ], types: choreTypes, platform: TerminalScenePlatform())
    let scene = try library.scene(named: "Chores")
    let terminal = try TestTerminal(#require(try scene.content() as? View), columns: 16, rows: 2)
    #expect(terminal.lines == ["[x] Dishes", "[ ] Laundry"])
    let chores = try #require(scene.source("chores") as? DataSource<[Chore]>)
    chores.modify { $0[1].done = true }
    #expect(terminal.lines == ["[x] Dishes", "[x] Laundry"])
  }
}
