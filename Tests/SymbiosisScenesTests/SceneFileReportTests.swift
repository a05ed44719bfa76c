import Foundation
import Symbiosis
import Testing

@testable import SymbiosisScenes

/// `--check`, which CI runs, and what a `--preview` of an unknown scene says: the same words on
/// every platform.
@MainActor
@Suite("Reporting on scene files")
struct SceneFileReportTests {
  let folder: SongFolder
  let platform = StandInPlatform()

  init() throws { folder = try SongFolder() }

  func report(root: String = "Songs") -> (text: String, passed: Bool) {
    SceneFileReport.check(root: root, types: songTypes, platform: platform, directory: folder.url)
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

  @Test func anUnknownSceneIsNamedWithTheNearestAndTheScenesThereAre() throws {
    let library = try SceneLibrary(directory: folder.url, types: songTypes, platform: platform)
    #expect(
      SceneFileReport.unknownScene("Snog", in: library)
        == "no scene file describes a scene named 'Snog'; did you mean 'Song'? "
        + "(the scenes are 'Song', 'Songs')")
  }

  @Test func aFileInsideTheCurrentFolderIsNamedFromIt() {
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    #expect(
      SceneFileReport.displayPath(of: current.appending(path: "A/B.scene.yaml")) == "A/B.scene.yaml"
    )
    #expect(
      SceneFileReport.displayPath(of: URL(fileURLWithPath: "/elsewhere/B.scene.yaml")).hasPrefix(
        "/"))
    #expect(
      SceneFileReport.didYouMean("Sonsg", in: ["Songs", "Albums"]) == "; did you mean 'Songs'?")
    #expect(SceneFileReport.didYouMean("Zzzz", in: ["Songs"]) == "")
  }
}
