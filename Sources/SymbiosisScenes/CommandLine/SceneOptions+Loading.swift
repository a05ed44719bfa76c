import ArgumentParser
import Foundation
import Symbiosis

extension SceneOptions {
  /// Ends the program after `--check`: prints what
  /// ``SceneFileReport/check(root:types:platform:directory:)`` says of the files in `directory`
  /// (and, with `--preview`, of the scene it names: a file must describe it) and throws the
  /// status CI reads; without `--check`, returns.
  ///
  /// A platform's entry point calls it first, before it needs a screen, so that CI can check
  /// an app's files where there is none.
  ///
  /// - Throws: `ExitCode.success` when the files are good, `ExitCode.failure` when they are not.
  @MainActor
  public func checkAndExitIfAsked(
    root: String, types: SceneTypes, platform: any ScenePlatform, directory: URL
  ) throws {
    try checkAndExitIfAsked(
      root: root, types: types, platform: platform, directory: directory
    ) { print($0) }
  }

  /// ``checkAndExitIfAsked(root:types:platform:directory:)``, saying the report with `say`.
  @MainActor
  func checkAndExitIfAsked(
    root: String, types: SceneTypes, platform: any ScenePlatform, directory: URL,
    say: (String) -> Void
  ) throws {
    guard check else { return }
    let report = SceneFileReport.check(
      root: root, preview: preview, types: types, platform: platform, directory: directory)
    say(report.text)
    throw report.passed ? ExitCode.success : ExitCode.failure
  }

  /// The app's scenes: every file in `directory`, read with `platform`'s view kinds, with
  /// their `preview:` values when `--preview` asks for a scene.
  ///
  /// - Throws: `ExitCode.failure` when the files cannot be loaded, after printing their
  ///   problems on standard error, each file named by its path.
  @MainActor
  public func loadLibrary(
    types: SceneTypes, platform: any ScenePlatform, directory: URL
  ) throws -> SceneLibrary {
    try loadLibrary(types: types, platform: platform, directory: directory) { problems in
      FileHandle.standardError.write(Data((problems + "\n").utf8))
    }
  }

  /// ``loadLibrary(types:platform:directory:)``, saying the problems with `complain`.
  @MainActor
  func loadLibrary(
    types: SceneTypes, platform: any ScenePlatform, directory: URL,
    complain: (String) -> Void
  ) throws -> SceneLibrary {
    do throws(SceneErrors) {
      return try SceneLibrary(
        directory: directory, types: types, platform: platform, showsPreviews: preview != nil)
    } catch {
      complain(SceneFileReport.describe(error.diagnostics, in: directory))
      throw ExitCode.failure
    }
  }

  /// The scene the app shows first: the `--preview` scene, else `root`, from `library`.
  ///
  /// - Throws: A `ValidationError` naming the scenes there are when no file describes the
  ///   scene, with the nearest name as a suggestion.
  @MainActor
  public func firstScene(root: String, in library: SceneLibrary) throws -> FileScene {
    let name = preview ?? root
    do throws(SceneErrors) {
      return try library.scene(named: name)
    } catch {
      throw ValidationError(SceneFileReport.unknownScene(name, in: library))
    }
  }

  /// The app as it starts: `library`, and a navigator showing the `--preview` scene, else
  /// `root` (see ``firstScene(root:in:)``).
  ///
  /// - Throws: A `ValidationError` naming the scenes there are when no file describes the
  ///   scene, with the nearest name as a suggestion.
  @MainActor
  public func makeApp(root: String, library: SceneLibrary) throws -> SceneApp {
    SceneApp(library: library, navigator: Navigator(root: try firstScene(root: root, in: library)))
  }
}
