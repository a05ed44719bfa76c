import ArgumentParser
import Foundation
import Symbiosis
import Testing

@testable import SymbiosisScenes

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

  /// What `checkAndExitIfAsked` says with `arguments`, and the status it ends the program with.
  func checkIfAsked(_ arguments: [String]) throws -> (said: [String], exit: ExitCode?) {
    var said: [String] = []
    do {
      try SceneOptions.parse(arguments).checkAndExitIfAsked(
        root: "Songs", types: songTypes, platform: platform, directory: folder.url
      ) { said.append($0) }
    } catch let exit as ExitCode {
      return (said, exit)
    }
    return (said, nil)
  }

  @Test func withoutCheckTheAppGoesOn() throws {
    try breakTheSongs()
    #expect(try checkIfAsked([]) == ([], nil))
  }

  @Test func checkSaysTheReportAndEndsTheProgramWithTheStatusCIReads() throws {
    #expect(try checkIfAsked(["--check"]) == (["2 scene files OK"], .success))
    try breakTheSongs()
    let (said, exit) = try checkIfAsked(["--check"])
    #expect(exit == .failure && said.count == 1 && said[0].contains("unknown view kind 'lable'"))
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

  @Test func filesThatCannotLoadEndTheProgramAfterTheirProblems() throws {
    try breakTheSongs()
    var said: [String] = []
    #expect(throws: ExitCode.failure) {
      try SceneOptions.parse([]).loadLibrary(
        types: songTypes, platform: platform, directory: folder.url
      ) { said.append($0) }
    }
    #expect(
      said.count == 1
        && said[0].hasSuffix(
          "Songs.scene.yaml:10:5: error: unknown view kind 'lable'; did you mean 'label'?")
    )
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

  /// Regression: `--check --preview Snog` said the files were good, and the app then failed
  /// to start; CI now hears of the scene the preview names.
  @Test func checkWithAPreviewChecksThatAFileDescribesIt() throws {
    #expect(try checkIfAsked(["--check", "--preview", "Song"]) == (["2 scene files OK"], .success))
    let (said, exit) = try checkIfAsked(["--check", "--preview", "Snog"])
    #expect(exit == .failure)
    #expect(
      said == [
        "\(folder.url.path): error: --preview: no scene file describes a scene named 'Snog'; "
          + "did you mean 'Song'? (the scenes are 'Song', 'Songs')"
      ])
  }

  @Test func theAppStartsAtThePreviewElseTheRootWithTheLibrary() throws {
    let library = try SceneOptions.parse([]).loadLibrary(
      types: songTypes, platform: platform, directory: folder.url)
    let app = try SceneOptions.parse([]).makeApp(root: "Songs", library: library)
    #expect(app.library === library && (app.navigator.top as? FileScene)?.name == "Songs")
    let preview = try SceneOptions.parse(["--preview", "Song"]).makeApp(
      root: "Songs", library: library)
    #expect((preview.navigator.top as? FileScene)?.name == "Song")
    #expect(preview.navigator.stack.value.count == 1)
  }
}
