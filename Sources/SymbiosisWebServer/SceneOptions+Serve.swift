import ArgumentParser
import Foundation
import SymbiosisScenes
import SymbiosisWeb

extension SceneOptions {
  /// Acts on the options for an app whose first scene is `root` and whose scene files name
  /// `types`, served to browsers: checks the files (`--check`), or serves `root` (or the
  /// `--preview` scene) as ``WebOptions`` say, applying each saved file when live reloading,
  /// until SIGINT or SIGTERM.
  ///
  /// `bundle` and `sources` find the scene files as the terminal's `run` does (the `Scenes`
  /// folder beside the calling file, else the bundle's). It prints where the app is served:
  /// `People is served at http://127.0.0.1:8080/`.
  ///
  /// ```swift
  /// if web.web {
  ///   try await scenes.serve(root: "People", types: types, bundle: .module, web: web)
  /// }
  /// ```
  ///
  /// - Throws: `ExitCode` 1 after `--check` finds problems, or when the files cannot be loaded
  ///   (their problems printed on standard error); a `ValidationError` for a `--preview` scene
  ///   that no file describes; what binding the address throws.
  @MainActor
  public func serve(
    root: String, types: SceneTypes, bundle: Bundle, web: WebOptions,
    sources: String = #filePath
  ) async throws {
    let directory = scenesDirectory(bundle: bundle, sources: sources)
    let platform = WebScenePlatform()
    try checkAndExitIfAsked(root: root, types: types, platform: platform, directory: directory)
    let library = try loadLibrary(types: types, platform: platform, directory: directory)
    let first = try firstScene(root: root, in: library)
    let reloader = isLiveReloading ? SceneReloader(library: library, directory: directory) : nil
    defer { reloader?.stop() }
    let server = WebServer(
      library: library, root: first.name, host: web.host, port: web.port, origins: web.origins,
      files: directory, limits: web.limits)
    try await server.run(announcing: root)
  }
}
