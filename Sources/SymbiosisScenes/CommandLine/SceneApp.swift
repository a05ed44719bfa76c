import Symbiosis

/// A scene-file app as it runs: its scene library and the navigator showing its scenes, for the
/// app's Swift to open a scene (from a menu, a shortcut, a command-line option) or apply a file.
///
/// A platform's entry point makes it and hands it to the app before the first frame; the
/// terminal's `run(root:types:bundle:terminal:sources:prepare:)` in `SymbiosisTerminalScenes`
/// passes it to `prepare`:
///
/// ```swift
/// try await scenes.run(root: "People", types: .people, bundle: .module, terminal: terminal) {
///   app in
///   try app.navigator.perform(scene: "Person", from: app.library, passing: ada)
/// }
/// ```
///
/// A scene opened through ``library`` is live: a saved file reaches it as it reaches the
/// scenes a scene file's segues open.
@MainActor
public struct SceneApp {
  /// The app's scene files, read and checked, which make its scenes.
  public let library: SceneLibrary
  /// The navigator showing the app's scenes, its first at the bottom.
  public let navigator: Navigator
  /// The URL path of what ``navigator`` shows, for a browser's address bar: each scene's name
  /// lowercased, after it the id of the item a segue passed into it, and its file's `route:`
  /// value (`/people/person/3`, `/todos/active`), percent-encoded. It changes as the navigator
  /// pushes and leaves scenes, and as the items and routes change; ``open(path:waitingAtMost:clock:)``
  /// shows what it names.
  public let path: Property<String>

  /// The app showing `navigator`'s scenes, made from `library`.
  public init(library: SceneLibrary, navigator: Navigator) {
    self.library = library
    self.navigator = navigator
    path = navigator.stack.flatMapLatest { entries in
      // The navigator changes its stack on the main actor, so it sends it there.
      MainActor.assumeIsolated { Self.path(showing: entries.map(\.scene)) }
    }.removeDuplicates()
  }
}
