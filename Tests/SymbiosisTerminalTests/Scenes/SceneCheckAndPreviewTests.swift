import ArgumentParser
import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisTerminal
import SymbiosisTerminalScenes
import SymbiosisTerminalTesting
import Testing

/// `--check`, which CI runs, and `--preview`, which shows one scene alone with its sample data.
@MainActor
@Suite("Checking and previewing scene files")
struct SceneCheckAndPreviewTests {
  let folder: SceneFolder
  let platform = TerminalScenePlatform()

  init() throws { folder = try SceneFolder() }

  func report(root: String = "Songs") -> (text: String, passed: Bool) {
    SceneOptions.checkReport(
      root: root, types: songTypes, platform: platform, directory: folder.url)
  }

  @Test func goodFilesPassAndAreCounted() {
    #expect(report() == ("2 scene files OK", true))
  }

  @Test func everyProblemOfEveryFileIsPrintedOneALineWithItsPlace() throws {
    try folder.write(
      "Songs.scene.yaml", songsFile.replacingOccurrences(of: "- label:", with: "- lable:"))
    try folder.write(
      "Song.scene.yaml", songFile.replacingOccurrences(of: "settable: Song", with: "settable: Snog")
    )
    let (text, passed) = report()
    #expect(!passed)
    let lines = text.split(separator: "\n").map(String.init)
    // The segue into 'song', a source of the unknown 'Snog', is not reported again.
    try #require(lines.count == 2)
    #expect(
      lines[0].hasSuffix(
        "Song.scene.yaml:4:21: error: unknown model type 'Snog'; did you mean 'Song'?"))
    #expect(
      lines[1].hasSuffix(
        "Songs.scene.yaml:10:5: error: unknown view kind 'lable'; did you mean 'label'?"))
    // Named by path, so that a CI log or an editor links to the file.
    #expect(lines.allSatisfy { $0.contains(folder.url.lastPathComponent + "/") })
  }

  @Test func aMissingFirstSceneIsAProblem() {
    let (text, passed) = report(root: "Song s")
    #expect(
      !passed
        && text.hasSuffix(
          "error: no scene file describes the app's first scene 'Song s'; did you mean 'Songs'?")
    )
  }

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
}
