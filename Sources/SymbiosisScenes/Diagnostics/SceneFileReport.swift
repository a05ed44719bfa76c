import Foundation
import Symbiosis

/// What a scene-file app says of its files on the command line, in the same words on every
/// platform: what `--check` prints, the problems that stop it loading, and a `--preview` of a
/// scene no file describes.
public enum SceneFileReport {
  /// What `--check` prints, and whether the files passed: every problem of every file in
  /// `directory`, one a line, or how many files are good. `root` is the app's first scene,
  /// which some file must describe.
  @MainActor
  public static func check(
    root: String, types: SceneTypes, platform: any ScenePlatform, directory: URL
  ) -> (text: String, passed: Bool) {
    check(root: root, preview: nil, types: types, platform: platform, directory: directory)
  }

  /// What `--check --preview preview` prints: ``check(root:types:platform:directory:)``, and
  /// a problem when no file describes `preview`, the scene `--preview` would show.
  @MainActor
  static func check(
    root: String, preview: String?, types: SceneTypes, platform: any ScenePlatform,
    directory: URL
  ) -> (text: String, passed: Bool) {
    let library: SceneLibrary
    do throws(SceneErrors) {
      library = try SceneLibrary(directory: directory, types: types, platform: platform)
    } catch {
      return (describe(error.diagnostics, in: directory), false)
    }
    var problems: [String] = []
    if !library.sceneNames.contains(root) {
      let hint = didYouMean(root, in: library.sceneNames)
      problems.append(
        "\(directory.path): error: no scene file describes the app's first scene '\(root)'\(hint)")
    }
    if let preview, !library.sceneNames.contains(preview) {
      problems.append("\(directory.path): error: --preview: \(unknownScene(preview, in: library))")
    }
    guard problems.isEmpty else { return (problems.joined(separator: "\n"), false) }
    let count = SceneLibrary.fileNames(in: directory).count
    return ("\(count) scene file\(count == 1 ? "" : "s") OK", true)
  }

  /// Why `name`, a scene asked for by `--preview`, cannot be shown from `library`: no file
  /// describes it; with the nearest name as a suggestion, and the scenes there are.
  @MainActor
  public static func unknownScene(_ name: String, in library: SceneLibrary) -> String {
    let hint = didYouMean(name, in: library.sceneNames)
    let known = library.sceneNames.map { "'\($0)'" }.joined(separator: ", ")
    return "no scene file describes a scene named '\(name)'\(hint) (the scenes are \(known))"
  }

  /// `diagnostics`, one a line, each file named by its path from the current folder, so that
  /// an editor or a CI log links to it.
  public static func describe(_ diagnostics: [SceneDiagnostic], in directory: URL) -> String {
    let files = Set(SceneLibrary.fileNames(in: directory))
    return diagnostics.map { diagnostic in
      var located = diagnostic
      if files.contains(diagnostic.location.file) {
        located.location.file = displayPath(of: directory.appending(path: diagnostic.location.file))
      }
      return located.description
    }.joined(separator: "\n")
  }

  /// `; did you mean 'name'?` for the name of `names` nearest `name`, as a diagnostic ends;
  /// empty when none is near.
  static func didYouMean(_ name: String, in names: [String]) -> String {
    NameSuggestion.closest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
  }

  /// `url`'s path from the current folder when it is inside it, else its whole path.
  static func displayPath(of url: URL) -> String {
    let path = url.standardizedFileURL.path
    let current =
      URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path + "/"
    return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
  }
}
