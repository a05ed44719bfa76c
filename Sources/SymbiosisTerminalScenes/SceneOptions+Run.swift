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
  /// beside which a developer's `Scenes` folder is found (see `scenesDirectory(bundle:sources:)`);
  /// `terminal` holds the terminal's own options (`--text`).
  ///
  /// - Throws: `ExitCode` 1 after `--check` finds problems, or when the files cannot be loaded
  ///   (their problems printed on standard error); a `ValidationError` for a `--preview` scene
  ///   that no file describes, or for a terminal that cannot show the app without `--text`.
  @MainActor
  public func run(
    root: String, types: SceneTypes, bundle: Bundle, terminal: TerminalOptions = TerminalOptions(),
    sources: String = #filePath
  ) async throws {
    let directory = scenesDirectory(bundle: bundle, sources: sources)
    // A scene file's picture is found beside it.
    let platform = TerminalScenePlatform(imageFolder: directory)
    try checkAndExitIfAsked(root: root, types: types, platform: platform, directory: directory)
    if !terminal.text, let problem = App.terminalProblem() {
      throw ValidationError(problem)
    }
    let library = try loadLibrary(types: types, platform: platform, directory: directory)
    let app = App(root: try rootView(root: root, library: library))
    let reloader = isLiveReloading ? SceneReloader(library: library, directory: directory) : nil
    defer { reloader?.stop() }
    await app.runAsMain(textMode: terminal.text)
  }

  /// What the app shows: `root`, or the `--preview` scene, from `library`, in a navigation
  /// stack, with the library's problems over it while there are any, and its notice on a
  /// status line.
  ///
  /// - Throws: A `ValidationError` naming the scenes there are when no file describes the
  ///   scene, with the nearest name as a suggestion.
  @MainActor
  public func rootView(root: String, library: SceneLibrary) throws -> View {
    let stack = NavigationStack(Navigator(root: try firstScene(root: root, in: library)))
    return SceneProblemsOverlay(stack, problems: library.problems, notice: library.notice)
  }
}
