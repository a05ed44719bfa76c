import Foundation
import SymbiosisTesting
import Synchronization
import Testing

@testable import SymbiosisScenes

/// The watcher under a test clock and a temporary directory, each test both as the kernel tells
/// of changes (inotify) and as the watcher polls where it cannot: each look is a clock advance,
/// so nothing here waits on real time.
// A hang guard of five minutes, as LiveReloadEndToEndTests': a full parallel run shares one main
// actor and a two-thread pool among every test, and these need many turns of both.
@Suite(.timeLimit(.minutes(5))) struct SceneFileWatcherTests {
  /// A temporary directory of scene files, removed when the test ends.
  final class Folder {
    let url: URL
    init() throws {
      url = FileManager.default.temporaryDirectory
        .appending(path: "SceneFileWatcherTests-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ name: String, _ text: String) throws {
      try Data(text.utf8).write(to: url.appending(path: name))
    }
    func remove(_ name: String) throws {
      try FileManager.default.removeItem(at: url.appending(path: name))
    }
  }

  /// One look: a little past the interval, so a look is due however the watcher's sleep and the
  /// advance interleave.
  private func look(_ clock: ControllableClock) async {
    await clock.advance(by: .milliseconds(51))
  }

  @Test(arguments: [true, false]) func aSavedFileIsReportedWithItsNewText(notified: Bool)
    async throws
  {
    let folder = try Folder()
    try folder.write("People.scene.yaml", "scene: People\n")
    let clock = ControllableClock()
    let watcher = SceneFileWatcher(
      directory: folder.url, clock: clock, interval: .milliseconds(50), notified: notified)
    var changes = watcher.changes.makeAsyncIterator()
    try folder.write("People.scene.yaml", "scene: Persons\n")
    await look(clock)
    #expect(
      await changes.next() == [SceneFileChange(name: "People.scene.yaml", text: "scene: Persons\n")]
    )
  }

  @Test(arguments: [true, false]) func aLookWithoutChangeSendsNothing(notified: Bool) async throws {
    let folder = try Folder()
    try folder.write("A.scene.yaml", "a")
    let clock = ControllableClock()
    let watcher = SceneFileWatcher(
      directory: folder.url, clock: clock, interval: .milliseconds(50), notified: notified)
    var changes = watcher.changes.makeAsyncIterator()
    await look(clock)
    await look(clock)
    try folder.write("A.scene.yaml", "b")
    await look(clock)
    // Had the unchanged looks sent anything, it would come first.
    #expect(await changes.next() == [SceneFileChange(name: "A.scene.yaml", text: "b")])
  }

  @Test(arguments: [true, false]) func aSaveByRenameIsSeen(notified: Bool) async throws {
    let folder = try Folder()
    try folder.write("A.scene.yaml", "old")
    let clock = ControllableClock()
    let watcher = SceneFileWatcher(
      directory: folder.url, clock: clock, interval: .milliseconds(50), notified: notified)
    var changes = watcher.changes.makeAsyncIterator()
    try folder.write(".A.scene.yaml.swp", "new")
    // rename(2), as editors save: the name now points at a new file.
    let renamed = rename(
      folder.url.appending(path: ".A.scene.yaml.swp").path,
      folder.url.appending(path: "A.scene.yaml").path)
    #expect(renamed == 0)
    await look(clock)
    #expect(await changes.next() == [SceneFileChange(name: "A.scene.yaml", text: "new")])
  }

  @Test(arguments: [true, false]) func aLookComesEveryIntervalEvenWhenTheClockLandsExactlyOnIt(
    notified: Bool
  ) async throws {
    let folder = try Folder()
    let clock = ControllableClock()
    let watcher = SceneFileWatcher(
      directory: folder.url, clock: clock, interval: .milliseconds(50), notified: notified)
    var changes = watcher.changes.makeAsyncIterator()
    for round in 1...5 {
      try folder.write("A.scene.yaml", "round \(round)")
      await clock.advance(by: .milliseconds(50))
      #expect(
        await changes.next() == [SceneFileChange(name: "A.scene.yaml", text: "round \(round)")])
    }
  }

  @Test(arguments: [true, false]) func aSameSizeSaveIsSeen(notified: Bool) async throws {
    let folder = try Folder()
    try folder.write("A.scene.yaml", "age: 1")
    let clock = ControllableClock()
    let watcher = SceneFileWatcher(
      directory: folder.url, clock: clock, interval: .milliseconds(50), notified: notified)
    var changes = watcher.changes.makeAsyncIterator()
    try folder.write("A.scene.yaml", "age: 2")
    await look(clock)
    #expect(await changes.next() == [SceneFileChange(name: "A.scene.yaml", text: "age: 2")])
  }

  @Test(arguments: [true, false]) func aRemovedAndRecreatedFileIsReportedBothTimes(notified: Bool)
    async throws
  {
    let folder = try Folder()
    try folder.write("A.scene.yaml", "a")
    let clock = ControllableClock()
    let watcher = SceneFileWatcher(
      directory: folder.url, clock: clock, interval: .milliseconds(50), notified: notified)
    var changes = watcher.changes.makeAsyncIterator()
    try folder.remove("A.scene.yaml")
    await look(clock)
    #expect(await changes.next() == [SceneFileChange(name: "A.scene.yaml", text: nil)])
    try folder.write("A.scene.yaml", "a")
    await look(clock)
    #expect(await changes.next() == [SceneFileChange(name: "A.scene.yaml", text: "a")])
  }

  @Test(arguments: [true, false]) func aHalfWrittenFileIsCorrectedByTheNextLook(notified: Bool)
    async throws
  {
    let folder = try Folder()
    try folder.write("A.scene.yaml", "scene: A\n")
    let clock = ControllableClock()
    let watcher = SceneFileWatcher(
      directory: folder.url, clock: clock, interval: .milliseconds(50), notified: notified)
    var changes = watcher.changes.makeAsyncIterator()
    try folder.write("A.scene.yaml", "scene: A\nvie")
    await look(clock)
    #expect(await changes.next() == [SceneFileChange(name: "A.scene.yaml", text: "scene: A\nvie")])
    try folder.write("A.scene.yaml", "scene: A\nviews: []\n")
    await look(clock)
    #expect(
      await changes.next() == [SceneFileChange(name: "A.scene.yaml", text: "scene: A\nviews: []\n")]
    )
  }

  @Test(arguments: [true, false]) func onlySceneFilesAreWatchedAndNewOnesAreReported(notified: Bool)
    async throws
  {
    let folder = try Folder()
    let clock = ControllableClock()
    let watcher = SceneFileWatcher(
      directory: folder.url, clock: clock, interval: .milliseconds(50), notified: notified)
    var changes = watcher.changes.makeAsyncIterator()
    try folder.write("notes.txt", "x")
    try folder.write(".#A.scene.yaml", "lock")
    try folder.write("B.scene.yaml", "b")
    try folder.write("A.scene.yaml", "a")
    await look(clock)
    // A poll finds both at one look; the kernel may tell of each save apart.
    var seen: [SceneFileChange] = []
    while seen.count < 2, let next = await changes.next() { seen += next }
    #expect(
      seen.sorted { $0.name < $1.name } == [
        SceneFileChange(name: "A.scene.yaml", text: "a"),
        SceneFileChange(name: "B.scene.yaml", text: "b"),
      ])
  }

  @Test(arguments: [true, false]) func cancellingEndsTheChanges(notified: Bool) async throws {
    let folder = try Folder()
    let clock = ControllableClock()
    let watcher = SceneFileWatcher(
      directory: folder.url, clock: clock, interval: .milliseconds(50), notified: notified)
    var changes = watcher.changes.makeAsyncIterator()
    watcher.cancel()
    #expect(await changes.next() == nil)
  }

  @Test(arguments: [true, false]) func droppingTheWatcherEndsTheChanges(notified: Bool) async throws
  {
    let folder = try Folder()
    let clock = ControllableClock()
    var watcher: SceneFileWatcher? = SceneFileWatcher(
      directory: folder.url, clock: clock, interval: .milliseconds(50), notified: notified)
    weak let dropped = watcher
    var changes = try #require(watcher?.changes.makeAsyncIterator())
    watcher = nil
    #expect(dropped == nil)
    #expect(await changes.next() == nil)
  }

  /// A clock that counts the sleeps begun on it and ends each at once with an error, as a
  /// cancelled sleep does: a watcher that sleeps on it stops.
  final class RefusingClock: Clock, Sendable {
    typealias Instant = ControllableClock.Instant
    private let base = ControllableClock()
    private let count = Mutex(0)
    var sleeps: Int { count.withLock { $0 } }
    var now: Instant { base.now }
    var minimumResolution: Duration { base.minimumResolution }
    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
      count.withLock { $0 += 1 }
      throw CancellationError()
    }
  }

  // Issue 29 item 16: the watcher looked every 50 ms, listing the folder and reading each file,
  // so an idle app woke 20 times a second. Told by the kernel, it never sleeps on its clock.
  @Test func aWatcherToldByTheKernelNeverWakesToLook() async throws {
    let folder = try Folder()
    try folder.write("A.scene.yaml", "a")
    let clock = RefusingClock()
    let watcher = SceneFileWatcher(directory: folder.url, clock: clock)
    var changes = watcher.changes.makeAsyncIterator()
    try folder.write("A.scene.yaml", "b")
    #expect(await changes.next() == [SceneFileChange(name: "A.scene.yaml", text: "b")])
    #expect(clock.sleeps == 0)
  }

  // Issue 29 item 23: 50 files of 1 MB dropped in the folder were read at every look. Only a
  // saved file is read.
  @Test func filesThatDidNotChangeAreNotRead() async throws {
    let folder = try Folder()
    for number in 1...50 { try folder.write("F\(number).scene.yaml", "scene: F\(number)\n") }
    let clock = ControllableClock()
    let watcher = SceneFileWatcher(directory: folder.url, clock: clock)
    var changes = watcher.changes.makeAsyncIterator()
    for _ in 1...5 { await look(clock) }
    try folder.write("F7.scene.yaml", "scene: Seven\n")
    await look(clock)
    #expect(
      await changes.next() == [SceneFileChange(name: "F7.scene.yaml", text: "scene: Seven\n")])
    #expect(watcher.reads == 1)
  }

  @Test func aPollReadsOnlyFilesWhoseStampChanged() async throws {
    let folder = try Folder()
    let anHourAgo = Date(timeIntervalSinceNow: -3600)
    for number in 1...50 {
      try folder.write("F\(number).scene.yaml", "scene: F\(number)\n")
      try FileManager.default.setAttributes(
        [.modificationDate: anHourAgo],
        ofItemAtPath: folder.url.appending(path: "F\(number).scene.yaml").path)
    }
    let clock = ControllableClock()
    let watcher = SceneFileWatcher(
      directory: folder.url, clock: clock, interval: .milliseconds(50), notified: false)
    var changes = watcher.changes.makeAsyncIterator()
    for _ in 1...5 { await look(clock) }
    // Saved as editors save, renamed into place, and dated in the past: read once whichever
    // looks see it (a file written in the last two seconds is read at every look).
    let saved = folder.url.appending(path: ".F7.scene.yaml.new")
    try Data("scene: Seven\n".utf8).write(to: saved)
    try FileManager.default.setAttributes([.modificationDate: anHourAgo], ofItemAtPath: saved.path)
    #expect(rename(saved.path, folder.url.appending(path: "F7.scene.yaml").path) == 0)
    await look(clock)
    #expect(
      await changes.next() == [SceneFileChange(name: "F7.scene.yaml", text: "scene: Seven\n")])
    // The first look reads each file once; after it, only the saved one.
    #expect(watcher.reads == 51)
  }
}
