import ArgumentParser
import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisTerminal

extension SceneOptions {
  /// Acts on the options for an app whose first scene is `root` and whose scene files name
  /// `types`: checks the files (`--check`), or shows `root` (or the `--preview` scene, with its
  /// sample data) in a navigation stack, with the files' problems over it while there are any
  /// and, when live reloading, each saved file applied as the app runs.
  ///
  /// `bundle` holds the scene files the app was built with, and `sources` is the calling file,
  /// beside which a developer's `Scenes` folder is found (see ``scenesDirectory(bundle:sources:)``).
  ///
  /// - Throws: `ExitCode` 1 after `--check` finds problems, or when the files cannot be loaded
  ///   (their problems printed on standard error); a `ValidationError` for a `--preview` scene
  ///   that no file describes, or for a terminal that cannot show the app without `--text`.
  @MainActor
  public func run(
    root: String, types: SceneTypes, bundle: Bundle, sources: String = #filePath
  ) async throws {
    let directory = scenesDirectory(bundle: bundle, sources: sources)
    // A scene file's picture is found beside it.
    let platform = TerminalScenePlatform(imageFolder: directory)
    if check {
      let report = SceneFileReport.check(
        root: root, types: types, platform: platform, directory: directory)
      print(report.text)
      throw report.passed ? ExitCode.success : ExitCode.failure
    }
    if !text, let problem = App.terminalProblem() {
      throw ValidationError(problem)
    }
    let library: SceneLibrary
    do throws(SceneErrors) {
      library = try SceneLibrary(
        directory: directory, types: types, platform: platform, showsPreviews: preview != nil)
    } catch {
      FileHandle.standardError.write(
        Data((SceneFileReport.describe(error.diagnostics, in: directory) + "\n").utf8))
      throw ExitCode.failure
    }
    let app = App(root: try rootView(root: root, library: library))
    let reloader = isLiveReloading ? SceneReloader(library: library, directory: directory) : nil
    defer { reloader?.stop() }
    await app.runAsMain(textMode: text)
  }

  /// What the app shows: `root`, or the `--preview` scene, from `library`, in a navigation
  /// stack, with the library's problems over it while there are any, and its notice on a
  /// status line.
  ///
  /// - Throws: A `ValidationError` naming the scenes there are when no file describes the
  ///   scene, with the nearest name as a suggestion.
  @MainActor
  public func rootView(root: String, library: SceneLibrary) throws -> View {
    let name = preview ?? root
    let scene: FileScene
    do throws(SceneErrors) {
      scene = try library.scene(named: name)
    } catch {
      throw ValidationError(SceneFileReport.unknownScene(name, in: library))
    }
    let stack = NavigationStack(Navigator(root: scene))
    return SceneProblemsOverlay(stack, problems: library.problems, notice: library.notice)
  }
}
