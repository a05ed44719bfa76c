import Foundation
import SymbiosisScenes
import SymbiosisTesting
import Testing

/// The watcher under a test clock and a temporary directory: each look is a clock advance, so
/// nothing here waits on real time.
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

  @Test func aSavedFileIsReportedWithItsNewText() async throws {
    let folder = try Folder()
    try folder.write("People.scene.yaml", "scene: People\n")
    let clock = ControllableClock()
    let watcher = SceneFileWatcher(directory: folder.url, clock: clock)
    var changes = watcher.changes.makeAsyncIterator()
    try folder.write("People.scene.yaml", "scene: Persons\n")
    await look(clock)
    #expect(
      await changes.next() == [SceneFileChange(name: "People.scene.yaml", text: "scene: Persons\n")]
    )
  }

  @Test func aLookWithoutChangeSendsNothing() async throws {
    let folder = try Folder()
    try folder.write("A.scene.yaml", "a")
    let clock = ControllableClock()
    let watcher = SceneFileWatcher(directory: folder.url, clock: clock)
    var changes = watcher.changes.makeAsyncIterator()
    await look(clock)
    await look(clock)
    try folder.write("A.scene.yaml", "b")
    await look(clock)
    // Had the unchanged looks sent anything, it would come first.
    #expect(await changes.next() == [SceneFileChange(name: "A.scene.yaml", text: "b")])
  }

  @Test func aSaveByRenameIsSeen() async throws {
    let folder = try Folder()
    try folder.write("A.scene.yaml", "old")
    let clock = ControllableClock()
    let watcher = SceneFileWatcher(directory: folder.url, clock: clock)
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

  @Test func aLookComesEveryIntervalEvenWhenTheClockLandsExactlyOnIt() async throws {
    let folder = try Folder()
    let clock = ControllableClock()
    let watcher = SceneFileWatcher(directory: folder.url, clock: clock, interval: .milliseconds(50))
    var changes = watcher.changes.makeAsyncIterator()
    for round in 1...5 {
      try folder.write("A.scene.yaml", "round \(round)")
      await clock.advance(by: .milliseconds(50))
      #expect(
        await changes.next() == [SceneFileChange(name: "A.scene.yaml", text: "round \(round)")])
    }
  }

  @Test func aSameSizeSaveIsSeen() async throws {
    let folder = try Folder()
    try folder.write("A.scene.yaml", "age: 1")
    let clock = ControllableClock()
    let watcher = SceneFileWatcher(directory: folder.url, clock: clock)
    var changes = watcher.changes.makeAsyncIterator()
    try folder.write("A.scene.yaml", "age: 2")
    await look(clock)
    #expect(await changes.next() == [SceneFileChange(name: "A.scene.yaml", text: "age: 2")])
  }

  @Test func aRemovedAndRecreatedFileIsReportedBothTimes() async throws {
    let folder = try Folder()
    try folder.write("A.scene.yaml", "a")
    let clock = ControllableClock()
    let watcher = SceneFileWatcher(directory: folder.url, clock: clock)
    var changes = watcher.changes.makeAsyncIterator()
    try folder.remove("A.scene.yaml")
    await look(clock)
    #expect(await changes.next() == [SceneFileChange(name: "A.scene.yaml", text: nil)])
    try folder.write("A.scene.yaml", "a")
    await look(clock)
    #expect(await changes.next() == [SceneFileChange(name: "A.scene.yaml", text: "a")])
  }

  @Test func aHalfWrittenFileIsCorrectedByTheNextLook() async throws {
    let folder = try Folder()
    try folder.write("A.scene.yaml", "scene: A\n")
    let clock = ControllableClock()
    let watcher = SceneFileWatcher(directory: folder.url, clock: clock)
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

  @Test func onlySceneFilesAreWatchedAndNewOnesAreReportedTogether() async throws {
    let folder = try Folder()
    let clock = ControllableClock()
    let watcher = SceneFileWatcher(directory: folder.url, clock: clock)
    var changes = watcher.changes.makeAsyncIterator()
    try folder.write("notes.txt", "x")
    try folder.write(".#A.scene.yaml", "lock")
    try folder.write("B.scene.yaml", "b")
    try folder.write("A.scene.yaml", "a")
    await look(clock)
    #expect(
      await changes.next() == [
        SceneFileChange(name: "A.scene.yaml", text: "a"),
        SceneFileChange(name: "B.scene.yaml", text: "b"),
      ])
  }

  @Test func cancellingEndsTheChanges() async throws {
    let folder = try Folder()
    let clock = ControllableClock()
    let watcher = SceneFileWatcher(directory: folder.url, clock: clock)
    var changes = watcher.changes.makeAsyncIterator()
    watcher.cancel()
    #expect(await changes.next() == nil)
  }

  @Test func droppingTheWatcherEndsTheChanges() async throws {
    let folder = try Folder()
    let clock = ControllableClock()
    var watcher: SceneFileWatcher? = SceneFileWatcher(directory: folder.url, clock: clock)
    weak let dropped = watcher
    var changes = try #require(watcher?.changes.makeAsyncIterator())
    watcher = nil
    #expect(dropped == nil)
    #expect(await changes.next() == nil)
  }
}
