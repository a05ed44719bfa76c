import ArgumentParser
import Foundation
import Symbiosis
import SymbiosisScenes
import Testing

/// The steps a platform's entry point takes on the scene options, so that `--check`,
/// `--preview` and a broken file end an app the same way on every platform: here with the
/// stand-in platform, which has no screen.
@MainActor
@Suite("Acting on the scene options")
struct SceneOptionsStepsTests {
  let folder: SongFolder
  let platform = StandInPlatform()

  init() throws { folder = try SongFolder() }

  /// The file `Songs.scene.yaml` with an unknown view kind.
  func breakTheSongs() throws {
    try folder.write(
      "Songs.scene.yaml", songsFile.replacingOccurrences(of: "- label:", with: "- lable:"))
  }

  func checkIfAsked(_ arguments: [String]) throws {
    try SceneOptions.parse(arguments).checkAndExitIfAsked(
      root: "Songs", types: songTypes, platform: platform, directory: folder.url)
  }

  @Test func withoutCheckTheAppGoesOn() throws {
    try breakTheSongs()
    try checkIfAsked([])
  }

  @Test func checkEndsTheProgramWithTheStatusCIReads() throws {
    #expect(throws: ExitCode.success) { try checkIfAsked(["--check"]) }
    try breakTheSongs()
    #expect(throws: ExitCode.failure) { try checkIfAsked(["--check"]) }
  }

  @Test func theLibraryHasItsPreviewsOnlyForAPreview() throws {
    let options = try SceneOptions.parse([])
    let library = try options.loadLibrary(
      types: songTypes, platform: platform, directory: folder.url)
    #expect(library.sceneNames == ["Song", "Songs"] && !library.showsPreviews)
    let previewing = try SceneOptions.parse(["--preview", "Song"]).loadLibrary(
      types: songTypes, platform: platform, directory: folder.url)
    #expect(previewing.showsPreviews)
  }

  @Test func filesThatCannotLoadEndTheProgram() throws {
    try breakTheSongs()
    #expect(throws: ExitCode.failure) {
      try SceneOptions.parse([]).loadLibrary(
        types: songTypes, platform: platform, directory: folder.url)
    }
  }

  @Test func theFirstSceneIsThePreviewElseTheRoot() throws {
    let library = try SceneOptions.parse([]).loadLibrary(
      types: songTypes, platform: platform, directory: folder.url)
    #expect(try SceneOptions.parse([]).firstScene(root: "Songs", in: library).name == "Songs")
    #expect(
      try SceneOptions.parse(["--preview", "Song"]).firstScene(root: "Songs", in: library).name
        == "Song")
  }

  @Test func anUnknownPreviewIsAUsageErrorInTheReportsWords() throws {
    let library = try SceneOptions.parse([]).loadLibrary(
      types: songTypes, platform: platform, directory: folder.url)
    #expect {
      try SceneOptions.parse(["--preview", "Snog"]).firstScene(root: "Songs", in: library)
    } throws: { error in
      error is ValidationError && "\(error)" == SceneFileReport.unknownScene("Snog", in: library)
    }
  }
}
