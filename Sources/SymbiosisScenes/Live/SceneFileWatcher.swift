import Foundation

/// Watches the `*.scene.yaml` files of a directory and reports the ones whose contents changed,
/// for live reload.
///
/// It looks every `interval` on `clock` (a test clock in tests) and compares each file's
/// contents with the last look's, by name: editors save by writing a new file and renaming it
/// over the old one, which a watch on the old file's inode would miss, and two saves of the
/// same size within one modification-time tick would look alike to a size-and-date check. Scene
/// files are small (at most 1 MB), so reading them every look costs little. The files are the
/// ones a ``SceneLibrary`` loads. It stops when cancelled, when its ``changes`` stream is
/// dropped, or when the watcher goes.
public final class SceneFileWatcher: Sendable {
  /// Each look's changed files, in name order; a look with no change sends nothing.
  public let changes: AsyncStream<[SceneFileChange]>
  private let task: Task<Void, Never>

  /// Watches `directory`'s scene files, as they are now, from now on.
  public init(directory: URL, clock: any Clock<Duration>, interval: Duration = .milliseconds(50)) {
    let (changes, continuation) = AsyncStream<[SceneFileChange]>.makeStream()
    self.changes = changes
    task = Self.start(
      directory: directory, clock: clock, interval: interval, continuation: continuation)
    continuation.onTermination = { [task] _ in task.cancel() }
  }

  deinit { task.cancel() }

  /// Stops watching; ``changes`` ends.
  public func cancel() { task.cancel() }

  /// The directory's scene files now, by name: each one's text, or why it cannot be read, as
  /// ``SceneFileReader`` reads it.
  static func snapshot(of directory: URL) -> [String: Result<String, SceneDiagnostic>] {
    var files: [String: Result<String, SceneDiagnostic>] = [:]
    for name in SceneLibrary.fileNames(in: directory) {
      files[name] = SceneFileReader.read(name, in: directory)
    }
    return files
  }

  /// What differs from `old` to `new`, in name order.
  static func changes(
    from old: [String: Result<String, SceneDiagnostic>],
    to new: [String: Result<String, SceneDiagnostic>]
  ) -> [SceneFileChange] {
    Set(old.keys).union(new.keys).sorted().compactMap { name in
      guard old[name] != new[name] else { return nil }
      switch new[name] {
      case .success(let text): return SceneFileChange(name: name, text: text)
      case .failure(let problem): return SceneFileChange(name: name, text: nil, problem: problem)
      case nil: return SceneFileChange(name: name, text: nil)
      }
    }
  }

  /// Takes the first snapshot now and looks again every `interval` in a task.
  private static func start<C: Clock<Duration>>(
    directory: URL, clock: C, interval: Duration,
    continuation: AsyncStream<[SceneFileChange]>.Continuation
  ) -> Task<Void, Never> {
    let first = snapshot(of: directory)
    let firstDeadline = clock.now.advanced(by: interval)
    return Task {
      var known = first
      var deadline = firstDeadline
      while !Task.isCancelled {
        do {
          try await clock.sleep(until: deadline, tolerance: nil)
        } catch {
          break
        }
        deadline = deadline.advanced(by: interval)
        // Behind by more than a look (a suspended machine): look once, not once per look missed.
        let now = clock.now
        if deadline < now { deadline = now.advanced(by: interval) }
        let current = snapshot(of: directory)
        let changed = changes(from: known, to: current)
        known = current
        if !changed.isEmpty { continuation.yield(changed) }
      }
      continuation.finish()
    }
  }
}
