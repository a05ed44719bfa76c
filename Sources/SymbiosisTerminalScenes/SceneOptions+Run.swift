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
  /// `terminal` holds the terminal's own options (`--text`), `nil` for an app that takes none
  /// (parsed options only: a `TerminalOptions()` no command line filled holds no values).
  /// `prepare` is given the app's ``/SymbiosisScenes/SceneApp`` (its scene library and
  /// navigator) before the first frame, for Swift that opens a scene: at once (a command-line
  /// option), or later (a menu, a shortcut). A scene opened with
  /// `navigator.perform(scene:from:passing:)` is live reloaded as the others are.
  ///
  /// ```swift
  /// try await scenes.run(root: "People", types: .people, bundle: .module, terminal: terminal) {
  ///   app in
  ///   if let person {
  ///     try app.navigator.perform(scene: "Person", from: app.library, passing: person)
  ///   }
  /// }
  /// ```
  ///
  /// - Throws: `ExitCode` 1 after `--check` finds problems, or when the files cannot be loaded
  ///   (their problems printed on standard error); a `ValidationError` for a `--preview` scene
  ///   that no file describes, or for a terminal that cannot show the app without `--text`,
  ///   in that order; what `prepare` throws.
  @MainActor
  public func run(
    root: String, types: SceneTypes, bundle: Bundle, terminal: TerminalOptions? = nil,
    sources: String = #filePath, prepare: @MainActor (SceneApp) throws -> Void = { _ in }
  ) async throws {
    let textMode = terminal?.text ?? false
    let (app, reloader) = try start(
      root: root, types: types, bundle: bundle, textMode: textMode, sources: sources,
      prepare: prepare)
    defer { reloader?.stop() }
    await app.runAsMain(textMode: textMode)
  }

  /// What ``run(root:types:bundle:terminal:sources:prepare:)`` runs, ready to run, with the
  /// reloader applying saved files when live reloading: every step but running, in its order.
  @MainActor
  func start(
    root: String, types: SceneTypes, bundle: Bundle, textMode: Bool, sources: String,
    prepare: @MainActor (SceneApp) throws -> Void
  ) throws -> (app: App, reloader: SceneReloader?) {
    let directory = scenesDirectory(bundle: bundle, sources: sources)
    // A scene file's picture is found beside it.
    let platform = TerminalScenePlatform(imageFolder: directory)
    try checkAndExitIfAsked(root: root, types: types, platform: platform, directory: directory)
    let library = try loadLibrary(types: types, platform: platform, directory: directory)
    // What the command line asks for is checked before whether the terminal can show it.
    let scenes = try makeApp(root: root, library: library)
    if !textMode, let problem = App.terminalProblem() {
      throw ValidationError(problem)
    }
    try prepare(scenes)
    let app = App(root: scenes.rootView())
    let reloader = isLiveReloading ? SceneReloader(library: library, directory: directory) : nil
    return (app, reloader)
  }

  /// What the app shows: `root`, or the `--preview` scene, from `library`, in a navigation
  /// stack, with the library's problems over it while there are any, and its notice on a
  /// status line.
  ///
  /// - Throws: A `ValidationError` naming the scenes there are when no file describes the
  ///   scene, with the nearest name as a suggestion.
  @MainActor
  public func rootView(root: String, library: SceneLibrary) throws -> View {
    try makeApp(root: root, library: library).rootView()
  }
}
