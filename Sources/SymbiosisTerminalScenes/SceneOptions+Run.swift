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
      let report = Self.checkReport(
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
        Data((Self.describe(error.diagnostics, in: directory) + "\n").utf8))
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
      let hint = Self.didYouMean(name, in: library.sceneNames)
      let known = library.sceneNames.map { "'\($0)'" }.joined(separator: ", ")
      throw ValidationError(
        "no scene file describes a scene named '\(name)'\(hint) (the scenes are \(known))")
    }
    let stack = NavigationStack(Navigator(root: scene))
    return SceneProblemsOverlay(stack, problems: library.problems, notice: library.notice)
  }

  /// What `--check` prints, and whether the files passed: every problem of every file in
  /// `directory`, one a line, or how many files are good.
  @MainActor
  public static func checkReport(
    root: String, types: SceneTypes, platform: any ScenePlatform, directory: URL
  ) -> (text: String, passed: Bool) {
    let library: SceneLibrary
    do throws(SceneErrors) {
      library = try SceneLibrary(directory: directory, types: types, platform: platform)
    } catch {
      return (describe(error.diagnostics, in: directory), false)
    }
    guard library.sceneNames.contains(root) else {
      let hint = didYouMean(root, in: library.sceneNames)
      return (
        "\(directory.path): error: no scene file describes the app's first scene '\(root)'\(hint)",
        false
      )
    }
    let count = SceneLibrary.fileNames(in: directory).count
    return ("\(count) scene file\(count == 1 ? "" : "s") OK", true)
  }

  /// `; did you mean 'name'?` for the name of `names` nearest `name`, as a diagnostic ends;
  /// empty when none is near.
  static func didYouMean(_ name: String, in names: [String]) -> String {
    NameSuggestion.closest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
  }

  /// `diagnostics`, one a line, each file named by its path from the current folder, so that
  /// an editor or a CI log links to it.
  static func describe(_ diagnostics: [SceneDiagnostic], in directory: URL) -> String {
    let files = Set(SceneLibrary.fileNames(in: directory))
    return diagnostics.map { diagnostic in
      var located = diagnostic
      if files.contains(diagnostic.location.file) {
        located.location.file = displayPath(of: directory.appending(path: diagnostic.location.file))
      }
      return located.description
    }.joined(separator: "\n")
  }

  /// `url`'s path from the current folder when it is inside it, else its whole path.
  static func displayPath(of url: URL) -> String {
    let path = url.standardizedFileURL.path
    let current =
      URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path + "/"
    return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
  }
}
