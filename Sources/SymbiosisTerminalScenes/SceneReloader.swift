import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisTerminal

/// Live reload: watches a folder's scene files and applies each saved one to a library's
/// scenes (a good file remakes the scenes made from it; a broken one shows in the library's
/// ``/SymbiosisScenes/SceneLibrary/problems`` while the scenes stay as they were).
///
/// It watches until ``stop()`` or until it goes. A removed file is forgotten (see
/// ``/SymbiosisScenes/SceneLibrary/remove(file:)``): its problems go, a scene shown from it stays as it is, and a
/// file still segueing to its scene shows that problem; a file that cannot be read (not UTF-8)
/// shows why.
@MainActor
public final class SceneReloader {
  private let watcher: SceneFileWatcher
  private var applying: Task<Void, Never>?

  /// Applies to `library` each change to the scene files of `directory`, as the kernel tells
  /// of it, or, where it cannot, as looked for every `interval` on `clock` (see
  /// ``/SymbiosisScenes/SceneFileWatcher``).
  public init(
    library: SceneLibrary, directory: URL, clock: any Clock<Duration> = ContinuousClock(),
    interval: Duration = .milliseconds(50)
  ) {
    watcher = SceneFileWatcher(directory: directory, clock: clock, interval: interval)
    let changes = watcher.changes
    applying = Task { @MainActor [weak library] in
      for await files in changes {
        guard let library else { return }
        // Read off the main actor: a huge file never freezes the screen.
        await library.apply(files)
      }
    }
  }

  isolated deinit { stop() }

  /// Stops watching.
  public func stop() {
    watcher.cancel()
    applying?.cancel()
    applying = nil
  }
}
