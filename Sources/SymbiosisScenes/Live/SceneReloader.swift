import Foundation
import Symbiosis

/// Live reload: watches a folder's scene files and applies each saved one to a library's
/// scenes (a good file remakes the scenes made from it; a broken one shows in the library's
/// ``SceneLibrary/problems`` while the scenes stay as they were).
///
/// It watches until ``stop()`` or until it goes. A removed file is forgotten (see
/// ``SceneLibrary/remove(file:)``): its problems go, a scene shown from it stays as it is, and a
/// file still segueing to its scene shows that problem; a file that cannot be read (not UTF-8)
/// shows why.
///
/// Files are read and checked off the main actor, so the app keeps answering keys however long
/// a file takes; a save does not wait for an earlier one still being checked, and the newer
/// save wins.
@MainActor
public final class SceneReloader {
  private let watcher: SceneFileWatcher
  private var watching: Task<Void, Never>?
  /// The saves being applied, by number.
  private var saves: [Int: Task<Void, Never>] = [:]
  private var nextSave = 0

  /// Applies to `library` each change to the scene files of `directory`, as the kernel tells
  /// of it, or, where it cannot, as looked for every `interval` on `clock` (see
  /// ``SceneFileWatcher``).
  public init(
    library: SceneLibrary, directory: URL, clock: any Clock<Duration> = ContinuousClock(),
    interval: Duration = .milliseconds(50)
  ) {
    watcher = SceneFileWatcher(directory: directory, clock: clock, interval: interval)
    let changes = watcher.changes
    watching = Task { @MainActor [weak self, weak library] in
      for await files in changes {
        guard let self, let library, !Task.isCancelled else { return }
        self.apply(files, to: library)
      }
    }
  }

  isolated deinit { stop() }

  /// Applies `files` to `library` as they come: a save still being checked does not hold a
  /// newer one back, and the library lets no older result land after a newer one. The save is
  /// counted here, as it arrives, since tasks need not start in the order they are made.
  private func apply(_ files: [SceneFileChange], to library: SceneLibrary) {
    let number = nextSave
    nextSave += 1
    let counted = library.count(files)
    saves[number] = Task { [weak self, weak library] in
      await library?.apply(files, counted: counted)
      self?.saves[number] = nil
    }
  }

  /// Stops watching; a save being applied lands no more.
  public func stop() {
    watcher.cancel()
    watching?.cancel()
    watching = nil
    for save in saves.values { save.cancel() }
    saves = [:]
  }
}
