import ArgumentParser
import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisTerminal
import SymbiosisTerminalScenes
import SymbiosisTerminalTesting
import Testing

/// `--preview`, which shows one scene alone with its sample data (what `--check` prints is
/// `SceneFileReport`'s, tested with the scene files).
@MainActor
@Suite("Previewing scene files")
struct ScenePreviewTests {
  let folder: SceneFolder
  let platform = TerminalScenePlatform()

  init() throws { folder = try SceneFolder() }

  @Test func aPreviewShowsItsSceneAloneWithItsSampleData() throws {
    let library = try SceneLibrary(
      directory: folder.url, types: songTypes, platform: platform, showsPreviews: true)
    let root = try SceneOptions.parse(["--preview", "Song"]).rootView(
      root: "Songs", library: library)
    let terminal = TestTerminal(root, columns: 30, rows: 4)
    #expect(terminal.lines[0].contains("Sample") && terminal.lines[1] == "Title: Sample")
  }

  @Test func anUnknownPreviewSuggestsTheNearestScene() throws {
    let library = try SceneLibrary(directory: folder.url, types: songTypes, platform: platform)
    #expect {
      try SceneOptions.parse(["--preview", "Snog"]).rootView(root: "Songs", library: library)
    } throws: { error in
      "\(error)" == "no scene file describes a scene named 'Snog'; did you mean 'Song'? "
        + "(the scenes are 'Song', 'Songs')"
    }
  }

  @Test func theSongFilesPassACheckWithTheTerminalsViewKinds() {
    #expect(
      SceneFileReport.check(
        root: "Songs", types: songTypes, platform: platform, directory: folder.url)
        == ("2 scene files OK", true))
  }
}
