import Foundation
import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalScenes
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

@testable import SymbiosisScenes

/// A to-do, made new by a scene file's `add`.
private struct Errand: Identifiable, Sendable, Codable {
  var id = UUID()
  var title = ""
  var done = false
}

private let errandTypes = SceneTypes()
  .model(Errand.self, keys: ["title": \.title, "done": \.done], new: { Errand() })

/// A scene file's collection actions on the terminal: adding from a field with Enter, and a
/// removal asked in a modal of the terminal's own views.
@MainActor
@Suite("A scene file's collection actions on the terminal")
struct SceneCollectionActionTests {
  static let errands = """
    scene: Errands
    sources:
      errands: { settable: "[Errand]" }
    views:
      - field: { id: new, placeholder: New errand, action: { add: errands, values: { title: new.text } } }
      - table:
          source: errands
          cell: { label: "{title}" }
          select: { remove: errands, confirm: "Delete “{title}”?" }
    """

  fileprivate func app() throws -> (TestTerminal, Navigator, SettableDataSource<[Errand]>) {
    let library = try SceneLibrary(
      files: [("Errands.scene.yaml", Self.errands)], types: errandTypes,
      platform: TerminalScenePlatform())
    let scene = try library.scene(named: "Errands")
    let navigator = Navigator(root: scene)
    let terminal = TestTerminal(NavigationStack(navigator), columns: 30, rows: 8)
    let errands = try #require(scene.source("errands") as? SettableDataSource<[Errand]>)
    errands.set([])
    return (terminal, navigator, errands)
  }

  @Test func enterInTheFieldAddsATrimmedItemAndClearsIt() async throws {
    let (terminal, _, errands) = try app()
    terminal.click(x: 1, y: 1)  // the field
    terminal.type("  Post letters ")
    terminal.press(.enter)
    await terminal.settled()
    #expect(errands.value.value?.map(\.title) == ["Post letters"])
    #expect(terminal.text.contains("Post letters"))
    #expect(terminal.text.contains("New errand"), "the field is empty again:\n\(terminal.text)")
    terminal.type("   ")
    terminal.press(.enter)
    await terminal.settled()
    #expect(errands.value.value?.count == 1, "nothing added for spaces")
  }

  @Test func selectingARowAsksInAModalAndDeleteRemovesIt() async throws {
    let (terminal, navigator, errands) = try app()
    errands.set([Errand(title: "Bank"), Errand(title: "Shop")])
    await terminal.settled()
    terminal.press(.tab)
    terminal.press(.enter)
    await terminal.settled()
    #expect(navigator.stack.value.count == 2, "the question is shown:\n\(terminal.text)")
    #expect(terminal.text.contains("Delete “Bank”?"))
    #expect(terminal.text.contains("Cancel"))
    #expect(errands.value.value?.map(\.title) == ["Bank", "Shop"])
    terminal.press(.enter)  // the first button, Delete, has focus
    await terminal.settled()
    #expect(navigator.stack.value.count == 1)
    #expect(errands.value.value?.map(\.title) == ["Shop"])
  }

  /// Regression: a named action was made once, for its first use, so a `set` used in a row and
  /// outside one set every item's flag from the row, or nothing from outside.
  @Test func aNamedSetActsOnItsRowInARowAndOnEveryItemElsewhere() async throws {
    let file = """
      scene: Errands
      sources:
        errands: { settable: "[Errand]" }
      actions:
        finish: { set: done, in: errands, to: true }
      views:
        - table:
            source: errands
            cell: { row: { views: [{ label: "{title}" }, { button: { title: Done, action: finish } }] } }
        - button: { title: All done, action: finish }
      """
    let library = try SceneLibrary(
      files: [("Errands.scene.yaml", file)], types: errandTypes, platform: TerminalScenePlatform())
    let scene = try library.scene(named: "Errands")
    let terminal = TestTerminal(NavigationStack(Navigator(root: scene)), columns: 30, rows: 8)
    let errands = try #require(scene.source("errands") as? SettableDataSource<[Errand]>)
    errands.set([Errand(title: "Post"), Errand(title: "Shop")])
    await terminal.settled()
    let row = try #require(terminal.lines.firstIndex { $0.contains("Post") })
    let x = try #require(terminal.lines[row].range(of: "Done")).lowerBound
    terminal.click(
      x: terminal.lines[row].distance(from: terminal.lines[row].startIndex, to: x), y: row)
    await terminal.settled()
    #expect(errands.value.value?.map(\.done) == [true, false], "the row's item only")
    let all = try #require(terminal.lines.firstIndex { $0.contains("All done") })
    let start = try #require(terminal.lines[all].range(of: "All done")).lowerBound
    terminal.click(
      x: terminal.lines[all].distance(from: terminal.lines[all].startIndex, to: start), y: all)
    await terminal.settled()
    #expect(errands.value.value?.map(\.done) == [true, true], "every item")
  }
}
