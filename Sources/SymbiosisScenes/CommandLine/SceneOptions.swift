import ArgumentParser
import Foundation

/// The options every scene-file app gets from the framework, on every platform, in the same
/// words: check the scene files (for CI), preview one scene with its sample data, or run the
/// app, applying scene files as they are saved.
///
/// A platform's entry point acts on them; the terminal's is
/// `run(root:types:bundle:terminal:sources:prepare:)` in `SymbiosisTerminalScenes`, with the
/// terminal's own `--text` from `TerminalOptions`:
///
/// ```swift
/// @main struct PeopleMain: AsyncParsableCommand {
///   @OptionGroup var scenes: SceneOptions
///   @OptionGroup var terminal: TerminalOptions
///   func run() async throws {
///     try await scenes.run(root: "People", types: .people, bundle: .module, terminal: terminal)
///   }
/// }
/// ```
///
/// `people --check` prints every problem of every scene file, `file:line:column: error: …` one
/// a line, and exits 1, or says the files are good and exits 0; `people --preview Person` shows
/// the Person scene alone with its `preview:` values; `people` runs the app, live reloading in
/// a debug build (`--live-reload` / `--no-live-reload` say otherwise). A platform's entry point
/// builds on ``scenesDirectory(bundle:sources:)``,
/// ``checkAndExitIfAsked(root:types:platform:directory:)``,
/// ``loadLibrary(types:platform:directory:)`` and ``makeApp(root:library:)`` (whose
/// ``SceneApp`` it hands to the app), so that these words are the same on each.
public struct SceneOptions: ParsableArguments, Sendable {
  /// The folder of the scene files, when not the default.
  @Option(
    help: ArgumentHelp(
      "The folder of the app's scene files (*.scene.yaml).",
      discussion: "By default the Scenes folder beside the app's sources, when there is one, "
        + "else the one the app was built with.",
      valueName: "folder"))
  public var scenes: String?

  /// Check every scene file and exit.
  @Flag(help: "Check every scene file against the app's types, print every problem, and exit.")
  public var check = false

  /// The scene to show alone, with its sample data.
  @Option(
    help: ArgumentHelp(
      "Show only the scene called <scene>, with its sample data.", valueName: "scene"))
  public var preview: String?

  /// Whether to apply scene files as they are saved; `nil` for the build's default.
  @Flag(
    inversion: .prefixedNo,
    help: "Apply scene files to the running app as they are saved (default: on in debug builds).")
  public var liveReload: Bool?

  /// The options as given on no command line.
  public init() {}

  /// Whether the files are watched: as asked, else in a debug build only.
  public var isLiveReloading: Bool {
    #if DEBUG
      liveReload ?? true
    #else
      liveReload ?? false
    #endif
  }

  /// The folder of the scene files: `--scenes`, else the `Scenes` folder beside `sources` (the
  /// file that calls the platform's entry point, so a developer's checkout edits the files in
  /// place), else `bundle`'s `Scenes` resources.
  public func scenesDirectory(bundle: Bundle, sources: String = #filePath) -> URL {
    if let scenes { return URL(fileURLWithPath: scenes) }
    let beside = URL(fileURLWithPath: sources).deletingLastPathComponent()
      .appending(path: "Scenes")
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: beside.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      return beside
    }
    return bundle.url(forResource: "Scenes", withExtension: nil)
      ?? bundle.resourceURL?.appending(path: "Scenes") ?? beside
  }
}
