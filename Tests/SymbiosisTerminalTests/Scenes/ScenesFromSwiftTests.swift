import ArgumentParser
import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisTerminal
import SymbiosisTerminalTesting
import Testing

@testable import SymbiosisTerminalScenes

/// A scene-file app's Swift meeting its scene files: a scene opened by name from Swift, passing
/// an item, live reloaded as the files' own segues' scenes are; the app's library and navigator
/// reachable from `run`; and a test terminal made from a scene folder in one line.
@MainActor
@Suite("Scenes opened from Swift")
struct ScenesFromSwiftTests {
  let folder: SceneFolder

  init() throws { folder = try SceneFolder() }

  @Test func aSceneOpenedByNameShowsTheItemPassedIntoIt() async throws {
    let terminal = try TestTerminal(
      scenes: folder.url, types: songTypes, root: "Songs", columns: 30, rows: 6)
    let navigator = try #require(terminal.navigator)
    let library = try #require(terminal.library)
    let scene = try navigator.perform(
      scene: "Song", from: library, passing: Song(id: 7, title: "Gamma"))
    #expect(scene.name == "Song" && navigator.top === scene)
    #expect(terminal.lines[1] == "Title: Gamma", "\(terminal.text)")
    terminal.press(.escape)
    #expect(navigator.stack.value.count == 1)
  }

  @Test func aSceneOpenedFromSwiftFollowsItsFileKeepingTheItem() async throws {
    let terminal = try TestTerminal(
      scenes: folder.url, types: songTypes, root: "Songs", columns: 30, rows: 6)
    let library = try #require(terminal.library)
    try terminal.navigator?.perform(
      scene: "Song", from: library, passing: Song(id: 7, title: "Gamma"))
    #expect(terminal.lines[1] == "Title: Gamma")
    library.reload(
      file: "Song.scene.yaml", text: songFile.replacingOccurrences(of: "Title:", with: "Name:"))
    #expect(terminal.lines[1] == "Name: Gamma", "\(terminal.text)")
  }

  @Test func aSceneOpenedWithoutAnItemIsModalWhenAsked() throws {
    let terminal = try TestTerminal(
      scenes: folder.url, types: songTypes, root: "Song", columns: 30, rows: 6)
    let library = try #require(terminal.library)
    let navigator = try #require(terminal.navigator)
    try navigator.perform(scene: "Songs", from: library, presentation: .modal)
    #expect(navigator.stack.value.map(\.presentation) == [.push, .modal])
    #expect(terminal.text.contains("┌ Songs"), "the modal box:\n\(terminal.text)")
  }

  @Test func anUnknownSceneOpensNothingAndSuggestsTheNearest() throws {
    let terminal = try TestTerminal(
      scenes: folder.url, types: songTypes, root: "Songs", columns: 30, rows: 6)
    let library = try #require(terminal.library)
    let navigator = try #require(terminal.navigator)
    #expect {
      try navigator.perform(scene: "Snog", from: library, passing: Song(id: 7, title: "Gamma"))
    } throws: { error in
      "\(error)".contains("no scene named 'Snog'") && "\(error)".contains("'Song'")
    }
    #expect(navigator.stack.value.count == 1)
  }

  @Test func anItemNoSourceTakesOpensNothing() throws {
    let terminal = try TestTerminal(
      scenes: folder.url, types: songTypes, root: "Songs", columns: 30, rows: 6)
    let library = try #require(terminal.library)
    let navigator = try #require(terminal.navigator)
    #expect(throws: NavigationError.self) {
      try navigator.perform(scene: "Song", from: library, passing: 42)
    }
    #expect(navigator.stack.value.count == 1)
  }

  @Test func runGivesTheAppsLibraryAndNavigatorBeforeTheFirstFrame() throws {
    let options = try SceneOptions.parse(["--scenes", folder.url.path, "--no-live-reload"])
    var given: SceneApp?
    let (app, reloader) = try options.start(
      root: "Songs", types: songTypes, bundle: .main, textMode: true, sources: #filePath
    ) { scenes in
      given = scenes
      try scenes.navigator.perform(
        scene: "Song", from: scenes.library, passing: Song(id: 7, title: "Gamma"))
    }
    let scenes = try #require(given)
    #expect(reloader == nil)
    #expect(app.navigator === scenes.navigator)
    #expect((scenes.navigator.top as? FileScene)?.name == "Song")
    #expect(scenes.library.sceneNames == ["Song", "Songs"])
  }

  /// Regression: `people --preview Nope` off a terminal said "not a terminal", hiding the
  /// mistake the user can fix first.
  @Test func anUnknownPreviewIsToldBeforeThatThereIsNoTerminal() async throws {
    let options = try SceneOptions.parse(["--scenes", folder.url.path, "--preview", "Snog"])
    await #expect {
      try await options.run(
        root: "Songs", types: songTypes, bundle: .main, terminal: TerminalOptions.parse([]))
    } throws: { error in
      "\(error)".hasPrefix("no scene file describes a scene named 'Snog'; did you mean 'Song'?")
    }
  }

  /// Regression: `run` without `terminal:` read the `--text` flag of a `TerminalOptions()` no
  /// command line filled, which traps; off a terminal it now says why it cannot show the app.
  @Test(.enabled(if: App.terminalProblem() != nil, "on a terminal, run would show the app"))
  func runWithoutTerminalOptionsRunsAsWithoutText() async throws {
    let options = try SceneOptions.parse(["--scenes", folder.url.path, "--no-live-reload"])
    await #expect {
      try await options.run(root: "Songs", types: songTypes, bundle: .main)
    } throws: { error in
      error is ValidationError && "\(error)".contains("use --text")
    }
  }
}
