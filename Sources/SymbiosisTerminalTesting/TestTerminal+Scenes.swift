import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisTerminal
import SymbiosisTerminalScenes

extension TestTerminal {
  /// A terminal of `columns` × `rows` running a scene-file app as `run` shows it: the scene
  /// files in `folder`, checked against `types`, with `root` first in a navigation stack and
  /// the files' problems over it while there are any. Its ``library`` and ``navigator`` are
  /// the app's, for a test that opens a scene from Swift or reloads a file.
  ///
  /// ```swift
  /// let terminal = try TestTerminal(scenes: folder, types: .people, root: "People")
  /// ```
  ///
  /// The scenes' sources are made as it is made, inside its ``work``: their first loads are
  /// waited for by ``settled()``, and a service they read at making
  /// (`PlatformServices.with`) is the one in scope here.
  ///
  /// - Throws: ``/SymbiosisScenes/SceneErrors`` with every problem of the files, or when no
  ///   file describes `root`.
  public convenience init(
    scenes folder: URL, types: SceneTypes, root: String, columns: Int = 80, rows: Int = 24
  ) throws {
    var app: SceneApp?
    func make() throws -> View {
      let library = try SceneLibrary(
        directory: folder, types: types, platform: TerminalScenePlatform(imageFolder: folder))
      let made = SceneApp(
        library: library, navigator: Navigator(root: try library.scene(named: root)))
      app = made
      return made.rootView()
    }
    try self.init(make(), columns: columns, rows: rows)
    library = app?.library
    navigator = app?.navigator
  }
}
