import Foundation
import Symbiosis
import SymbiosisScenes

/// Live reload: watches a folder's scene files and applies each saved one to a library's
/// scenes (a good file remakes the scenes made from it; a broken one shows in the library's
/// ``SceneLibrary/problems`` while the scenes stay as they were).
///
/// It watches until ``stop()`` or until it goes. A file that is removed is left as it was last
/// read: a scene shown from it stays.
@MainActor
public final class SceneReloader {
  private let watcher: SceneFileWatcher
  private var applying: Task<Void, Never>?

  /// Applies to `library` each change to the scene files of `directory`, looked for every
  /// `interval` on `clock`.
  public init(
    library: SceneLibrary, directory: URL, clock: any Clock<Duration> = ContinuousClock(),
    interval: Duration = .milliseconds(50)
  ) {
    watcher = SceneFileWatcher(directory: directory, clock: clock, interval: interval)
    let changes = watcher.changes
    applying = Task { @MainActor [weak library] in
      for await files in changes {
        guard let library else { return }
        for file in files {
          if let text = file.text { library.reload(file: file.name, text: text) }
        }
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
