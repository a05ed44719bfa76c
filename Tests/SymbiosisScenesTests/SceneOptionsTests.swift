import Foundation
import SymbiosisScenes
import Testing

/// The command-line options every scene-file app gets on every platform, and where they find
/// its scene files.
@Suite("Scene-file app options")
struct SceneOptionsTests {
  @Test func everyOptionParses() throws {
    let options = try SceneOptions.parse([
      "--scenes", "here", "--check", "--preview", "Person", "--no-live-reload",
    ])
    #expect(options.check && options.scenes == "here")
    #expect(options.preview == "Person" && options.liveReload == false && !options.isLiveReloading)
    #expect(try SceneOptions.parse(["--live-reload"]).isLiveReloading)
  }

  @Test func liveReloadIsOnByDefaultInADebugBuild() throws {
    let options = try SceneOptions.parse([])
    #expect(options.liveReload == nil)
    #if DEBUG
      #expect(options.isLiveReloading)
    #else
      #expect(!options.isLiveReloading)
    #endif
  }

  /// An `AsyncParsableCommand`'s `run()` is not on the main actor, where the app runs: the
  /// options must cross to it (without `Sendable`, this does not compile).
  @Test func theOptionsCrossToTheMainActor() async throws {
    let options = try SceneOptions.parse(["--preview", "Person"])
    let preview = await Task { @MainActor in options.preview }.value
    #expect(preview == options.preview)
  }

  @Test func theScenesFolderBesideTheSourcesComesFirstThenTheBundles() throws {
    let root = FileManager.default.temporaryDirectory
      .appending(path: "SceneOptionsTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let sources = root.appending(path: "App/Main.swift").path
    let options = try SceneOptions.parse([])
    // No Scenes folder beside the sources, nor in the bundle: the bundle's would-be place.
    #expect(
      options.scenesDirectory(bundle: Bundle(for: Marker.self), sources: sources).lastPathComponent
        == "Scenes")
    try FileManager.default.createDirectory(
      at: root.appending(path: "App/Scenes"), withIntermediateDirectories: true)
    #expect(
      options.scenesDirectory(bundle: .main, sources: sources).standardizedFileURL
        == root.appending(path: "App/Scenes").standardizedFileURL)
    let given = try SceneOptions.parse(["--scenes", "/elsewhere"])
    #expect(given.scenesDirectory(bundle: .main, sources: sources).path == "/elsewhere")
  }
}

/// A class of the test bundle.
private final class Marker {}
