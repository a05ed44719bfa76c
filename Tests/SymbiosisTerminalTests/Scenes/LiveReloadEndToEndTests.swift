import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisTerminal
import SymbiosisTerminalScenes
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

/// A little scene-file app under a test terminal, its files edited on disk as it runs: the
/// screen follows each good save with its state kept, shows a broken save's problems over the
/// last good scene, and clears them when the file is fixed. Looks for changes are steps of a
/// test clock; nothing waits on real time but for the main actor to apply what it is sent.
@MainActor
// The guard is five minutes, as the other long suites': in a full parallel run every main-actor
// test takes turns with all the others on the one main actor, and these, whose saves need many
// turns of it and of the cooperative pool, end with the run.
@Suite(.timeLimit(.minutes(5)))
struct LiveReloadEndToEndTests {
  let folder: SceneFolder
  let clock = ControllableClock()
  let library: SceneLibrary
  let reloader: SceneReloader
  let terminal: TestTerminal

  init() throws {
    folder = try SceneFolder()
    library = try SceneLibrary(
      directory: folder.url, types: songTypes,
      platform: TerminalScenePlatform())
    reloader = SceneReloader(library: library, directory: folder.url, clock: clock)
    terminal = try TestTerminal(
      SceneOptions.parse([]).rootView(root: "Songs", library: library), columns: 50, rows: 12)
  }

  /// Saves `text` as `name` and lets the watcher look.
  func save(_ name: String, _ text: String) async throws {
    try folder.write(name, text)
    await clock.advance(by: .milliseconds(50))
  }

  @Test func aSavedFileChangesTheScreenKeepingTypedTextFocusAndTheStack() async throws {
    terminal.type("Al")
    try await waitUntil { terminal.lines.contains("Alto") && !terminal.lines.contains("Beta") }
    try await save(
      "Songs.scene.yaml", songsFile.replacingOccurrences(of: "Version 1", with: "Version 2"))
    try await waitUntil { terminal.lines.contains("Version 2") }
    #expect(terminal.lines[1] == "Al")
    #expect(terminal.lines.contains("Alto") && !terminal.lines.contains("Beta"))
    terminal.type("t")
    #expect(terminal.lines[1] == "Alt")
  }

  @Test func aSceneDeeperInTheStackFollowsItsFileAndTheStackStays() async throws {
    terminal.press(.tab)
    terminal.press(.enter)
    try await waitUntil { terminal.lines.contains("Title: Alpha") }
    terminal.type("fine")
    try await save("Song.scene.yaml", songFile.replacingOccurrences(of: "Title:", with: "Name:"))
    try await waitUntil { terminal.lines.contains("Name: Alpha") }
    #expect(terminal.lines[0].contains("‹ Back") && terminal.lines[0].contains("Alpha"))
    #expect(terminal.lines.contains("fine"))
    terminal.press(.escape)
    #expect(terminal.lines.contains("Version 1"))
  }

  @Test func aBrokenSaveShowsItsProblemsOverTheLastGoodSceneAndAFixClearsThem() async throws {
    try await save(
      "Songs.scene.yaml", songsFile.replacingOccurrences(of: "- label:", with: "- lable:"))
    try await waitUntil { terminal.text.contains("Songs.scene.yaml:") }
    #expect(terminal.text.contains("'lable'") && terminal.text.contains("did you mean 'label'"))
    #expect(terminal.lines.contains("Version 1"))
    terminal.type("Be")
    #expect(terminal.lines[1] == "Be")
    try await save(
      "Songs.scene.yaml", songsFile.replacingOccurrences(of: "Version 1", with: "Fixed"))
    try await waitUntil { terminal.lines.contains("Fixed") }
    #expect(!terminal.text.contains("problem"))
    #expect(terminal.lines[1] == "Be")
  }

  @Test func aRemovedBrokenFileTakesItsProblemsAwayAndLaterSavesApply() async throws {
    try await save("X.scene.yaml", "scene: X\nviewz: []\n")
    try await waitUntil { terminal.text.contains("X.scene.yaml:") }
    try FileManager.default.removeItem(at: folder.url.appending(path: "X.scene.yaml"))
    await clock.advance(by: .milliseconds(50))
    try await waitUntil { !terminal.text.contains("X.scene.yaml:") }
    try await save(
      "Songs.scene.yaml", songsFile.replacingOccurrences(of: "Version 1", with: "Version 2"))
    try await waitUntil { terminal.lines.contains("Version 2") }
  }

  @Test func aRemovedFileStillSeguedToIsAProblemOfTheFileThatSeguesAndItsSceneStays() async throws {
    terminal.press(.tab)
    terminal.press(.enter)
    try await waitUntil { terminal.lines.contains("Title: Alpha") }
    try FileManager.default.removeItem(at: folder.url.appending(path: "Song.scene.yaml"))
    await clock.advance(by: .milliseconds(50))
    try await waitUntil { terminal.text.contains("Songs.scene.yaml:") }
    #expect(terminal.text.contains("unknown scene"), "\(terminal.text)")
    try await save("Song.scene.yaml", songFile)
    try await waitUntil { !terminal.text.contains("Songs.scene.yaml:") }
    #expect(terminal.lines.contains("Title: Alpha"))
    terminal.press(.escape)
    #expect(terminal.lines.contains("Version 1"))
  }

  @Test func aChangedPreviewKeepsTheValueTheSeguePassed() async throws {
    terminal.press(.tab)
    terminal.press(.enter)
    try await waitUntil { terminal.lines.contains("Title: Alpha") }
    try await save(
      "Song.scene.yaml",
      songFile.replacingOccurrences(of: "title: Sample", with: "title: Other")
        .replacingOccurrences(of: "Title:", with: "Name:"))
    try await waitUntil { terminal.lines.contains("Name: Alpha") }
  }
}
