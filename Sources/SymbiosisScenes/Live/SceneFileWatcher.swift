import Foundation
import Synchronization

/// Watches the `*.scene.yaml` files of a directory and reports the ones that changed, for live
/// reload.
///
/// On Linux the kernel says which files were saved (inotify, see `DirectoryNotifier`): nothing
/// wakes while no file changes, and only a saved, renamed or removed file is read; a file saved
/// unchanged is reported too. Saves by renaming a new file over the old one, as editors do, are
/// seen. Where the kernel cannot tell (another system, or the directory was removed or moved
/// away) the watcher looks every `interval` on `clock` instead, reading only a file whose size,
/// date or identity changed, or that was written in the last two seconds (two saves of one
/// size within a tick of the file's clock look alike otherwise), and reports it when its
/// contents differ. The files are the ones a ``SceneLibrary`` loads. It stops when cancelled,
/// when its ``changes`` stream is dropped, or when the watcher goes.
public final class SceneFileWatcher: Sendable {
  /// The changed files, in name order; nothing is sent while nothing changes.
  public let changes: AsyncStream<[SceneFileChange]>
  private let task: Task<Void, Never>
  private let notifier: DirectoryNotifier?
  private let counter: ReadCounter

  /// How many files the watcher has read, for tests of what watching costs.
  final class ReadCounter: Sendable {
    private let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
    func add() { count.withLock { $0 += 1 } }
  }

  /// Watches `directory`'s scene files, as they are now, from now on; `clock` and `interval`
  /// pace the looks where the kernel cannot tell of changes.
  public convenience init(
    directory: URL, clock: any Clock<Duration>, interval: Duration = .milliseconds(50)
  ) {
    self.init(directory: directory, clock: clock, interval: interval, notified: true)
  }

  /// Watches as the public initializer does; with `notified` false it always polls, as it
  /// does where the kernel cannot tell.
  init(directory: URL, clock: any Clock<Duration>, interval: Duration, notified: Bool) {
    let (changes, continuation) = AsyncStream<[SceneFileChange]>.makeStream()
    self.changes = changes
    let counter = ReadCounter()
    self.counter = counter
    let notifier =
      notified ? DirectoryNotifier(directory: directory) { SceneLibrary.isFileName($0) } : nil
    self.notifier = notifier
    task = Self.start(
      directory: directory, clock: clock, interval: interval, notifier: notifier,
      counter: counter, continuation: continuation)
    continuation.onTermination = { [task, notifier] _ in
      task.cancel()
      notifier?.cancel()
    }
  }

  deinit { cancel() }

  /// Stops watching; ``changes`` ends.
  public func cancel() {
    task.cancel()
    notifier?.cancel()
  }

  /// How many files this watcher has read so far.
  var reads: Int { counter.value }

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
      return change(name, new[name])
    }
  }

  /// The change that `name` now reads as `result`; nil: removed.
  private static func change(
    _ name: String, _ result: Result<String, SceneDiagnostic>?
  ) -> SceneFileChange {
    switch result {
    case .success(let text): SceneFileChange(name: name, text: text)
    case .failure(let problem): SceneFileChange(name: name, text: nil, problem: problem)
    case nil: SceneFileChange(name: name, text: nil)
    }
  }

  /// Follows the notifier's news while it has any, then polls.
  private static func start<C: Clock<Duration>>(
    directory: URL, clock: C, interval: Duration, notifier: DirectoryNotifier?,
    counter: ReadCounter, continuation: AsyncStream<[SceneFileChange]>.Continuation
  ) -> Task<Void, Never> {
    let read = { @Sendable (name: String) -> Result<String, SceneDiagnostic> in
      counter.add()
      return SceneFileReader.read(name, in: directory)
    }
    guard let notifier else {
      let first = Poll(directory: directory, read: read)
      let firstDeadline = clock.now.advanced(by: interval)
      return Task {
        await poll(
          first, clock: clock, deadline: firstDeadline, interval: interval,
          continuation: continuation)
        continuation.finish()
      }
    }
    let first = Set(SceneLibrary.fileNames(in: directory))
    return Task {
      var known = first
      for await batch in notifier.batches {
        let names: Set<String>
        switch batch {
        case .files(let changed): names = changed
        case .everything: names = known.union(SceneLibrary.fileNames(in: directory))
        }
        var changed: [SceneFileChange] = []
        for name in names.sorted() {
          let path = directory.appending(path: name).path
          if (try? FileManager.default.attributesOfItem(atPath: path)) == nil {
            if known.remove(name) != nil { changed.append(change(name, nil)) }
          } else {
            known.insert(name)
            changed.append(change(name, read(name)))
          }
        }
        if !changed.isEmpty { continuation.yield(changed) }
      }
      guard !Task.isCancelled else { return continuation.finish() }
      // The directory went away: whatever comes back in its place is found by looking.
      if !known.isEmpty { continuation.yield(known.sorted().map { change($0, nil) }) }
      await poll(
        Poll(directory: directory, read: read, known: [:]), clock: clock,
        deadline: clock.now.advanced(by: interval), interval: interval, continuation: continuation)
      continuation.finish()
    }
  }

  /// Looks every `interval` from `deadline` on, until cancelled.
  private static func poll<C: Clock<Duration>>(
    _ first: Poll, clock: C, deadline: C.Instant, interval: Duration,
    continuation: AsyncStream<[SceneFileChange]>.Continuation
  ) async {
    var poll = first
    var deadline = deadline
    while !Task.isCancelled {
      do {
        try await clock.sleep(until: deadline, tolerance: nil)
      } catch {
        return
      }
      deadline = deadline.advanced(by: interval)
      // Behind by more than a look (a suspended machine): look once, not once per look missed.
      let now = clock.now
      if deadline < now { deadline = now.advanced(by: interval) }
      let changed = poll.look()
      if !changed.isEmpty { continuation.yield(changed) }
    }
  }

  /// What polling knows of each file: its stamp, and a digest of what it read.
  struct Poll {
    struct Known {
      var stamp: SceneFileStamp?
      var digest: Int
    }

    let directory: URL
    let read: @Sendable (String) -> Result<String, SceneDiagnostic>
    var known: [String: Known]

    /// Knows the files as they are now.
    init(directory: URL, read: @escaping @Sendable (String) -> Result<String, SceneDiagnostic>) {
      self.init(directory: directory, read: read, known: [:])
      _ = look()
    }

    init(
      directory: URL, read: @escaping @Sendable (String) -> Result<String, SceneDiagnostic>,
      known: [String: Known]
    ) {
      self.directory = directory
      self.read = read
      self.known = known
    }

    /// The files that changed since the last look, in name order; reads only the files whose
    /// stamps do not vouch for them.
    mutating func look() -> [SceneFileChange] {
      let now = Date()
      let names = SceneLibrary.fileNames(in: directory)
      var changed: [SceneFileChange] = []
      for name in Set(known.keys).subtracting(names).sorted() {
        known[name] = nil
        changed.append(change(name, nil))
      }
      for name in names {
        let stamp = SceneFileStamp(name, in: directory)
        if let old = known[name], let oldStamp = old.stamp, oldStamp.vouches(for: stamp, at: now) {
          continue
        }
        let result = read(name)
        let digest = result.hashValue
        if known[name]?.digest != digest { changed.append(change(name, result)) }
        known[name] = Known(stamp: stamp, digest: digest)
      }
      return changed.sorted { $0.name < $1.name }
    }
  }
}
