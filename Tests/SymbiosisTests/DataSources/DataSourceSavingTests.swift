import Symbiosis
import SymbiosisTesting
import Testing

/// A store the test controls: what a load reads, what each save was given, and saves that wait
/// for the test or fail.
@MainActor
private final class NotesSource: DataSource<[String]> {
  /// What a load reads; nil makes it fail.
  var stored: [String]? = []
  /// Each value a save was given, in order.
  var saved: [[String]] = []
  /// When set, a load waits for its answer instead of reading ``stored``.
  var loads: Gate<[String]>?
  /// When set, each save waits for the test to let it end.
  var saveGate: Gate<Void>?
  /// When set, a save fails with it (after recording its value).
  var saveError: (any Error)?

  override func load() async throws -> [String] {
    if let loads { return try await loads.load() }
    guard let stored else { throw Unreadable() }
    return stored
  }

  override func save(_ notes: [String]) async throws {
    saved.append(notes)
    if let saveGate { try await saveGate.load() }
    if let saveError { throw saveError }
    stored = notes
  }
}

private struct Unreadable: Error {}
private struct DiskFull: Error, CustomStringConvertible {
  var description: String { "the disk is full" }
}

/// `save(_:)`: every edit of a source whose last load succeeded is saved, in order, the latest
/// value winning, as work a test awaits; never after a failed load, never for a loaded value.
@MainActor
@Suite struct DataSourceSavingTests {
  /// Runs `body`, then waits for the work it started (loads, saves) to end.
  private func settled(_ body: () -> Void) async {
    let work = PendingWork()
    PendingWork.$current.withValue(work, operation: body)
    await work.settled()
  }

  @Test func everyEditIsSavedButNotTheValueALoadBrings() async {
    let notes = NotesSource()
    notes.stored = ["milk"]
    await settled { notes.refresh() }
    #expect(notes.value.value == ["milk"])
    #expect(notes.saved.isEmpty, "a loaded value is the store's already")
    await settled { notes.modify { $0.append("eggs") } }
    await settled { notes.modify { $0.removeFirst() } }
    #expect(notes.saved == [["milk", "eggs"], ["eggs"]])
    #expect(notes.stored == ["eggs"])
  }

  @Test func quickEditsAreSavedOnceAsTheLatestValue() async {
    let notes = NotesSource()
    await settled { notes.refresh() }
    await settled {
      notes.modify { $0.append("a") }
      notes.modify { $0.append("b") }
      notes.modify { $0.append("c") }
    }
    #expect(notes.saved == [["a", "b", "c"]])
  }

  @Test func editsDuringASaveAreSavedAfterItInOrderAsTheLatestValue() async throws {
    let notes = NotesSource()
    await settled { notes.refresh() }
    let gate = Gate<Void>()
    notes.saveGate = gate
    let work = PendingWork()
    PendingWork.$current.withValue(work) { notes.modify { $0.append("a") } }
    try await waitUntil { notes.saved.count == 1 }
    PendingWork.$current.withValue(work) {
      notes.modify { $0.append("b") }
      notes.modify { $0.append("c") }
    }
    #expect(!work.isSettled, "the saves are work under way")
    try await gate.answer(.success(()))
    try await gate.answer(.success(()))
    await work.settled()
    #expect(notes.saved == [["a"], ["a", "b", "c"]])
    #expect(notes.stored == ["a", "b", "c"])
  }

  @Test func nothingIsSavedAfterAFailedLoadUntilALoadSucceeds() async {
    let notes = NotesSource()
    notes.stored = ["milk"]
    await settled { notes.refresh() }
    notes.stored = nil
    await settled { notes.refresh() }
    #expect(notes.phase.value == .failed)
    await settled { notes.modify { $0.append("eggs") } }
    #expect(notes.value.value == ["milk", "eggs"], "the edit shows")
    #expect(notes.saved.isEmpty, "a store that could not be read is not written over")
    notes.stored = ["bread"]
    await settled { notes.refresh() }
    #expect(notes.saved.isEmpty)
    await settled { notes.modify { $0.append("jam") } }
    #expect(notes.saved == [["bread", "jam"]])
  }

  @Test func editsDuringALoadAreSavedOnceOverItsResult() async throws {
    let notes = NotesSource()
    await settled { notes.refresh() }
    let loads = Gate<[String]>()
    notes.loads = loads
    let work = PendingWork()
    PendingWork.$current.withValue(work) {
      notes.refresh()
      notes.modify { $0.append("a") }
      notes.modify { $0.append("b") }
    }
    #expect(notes.saved.isEmpty, "nothing is saved before the load's result")
    try await loads.answer(.success(["server"]))
    await work.settled()
    #expect(notes.value.value == ["server", "a", "b"])
    #expect(notes.saved == [["server", "a", "b"]])
  }

  @Test func editsDuringALoadThatFailsAreNotSaved() async throws {
    let notes = NotesSource()
    await settled { notes.refresh() }
    let loads = Gate<[String]>()
    notes.loads = loads
    let work = PendingWork()
    PendingWork.$current.withValue(work) {
      notes.refresh()
      notes.modify { $0.append("a") }
    }
    try await loads.answer(.failure(Unreadable()))
    await work.settled()
    #expect(notes.phase.value == .failed)
    #expect(notes.saved.isEmpty)
  }

  @Test func editsDuringACancelledLoadAreSaved() async {
    let notes = NotesSource()
    await settled { notes.refresh() }
    notes.loads = Gate<[String]>()
    await settled {
      notes.refresh()
      notes.modify { $0.append("a") }
      notes.cancel()
    }
    #expect(notes.value.value == ["a"])
    #expect(notes.saved == [["a"]])
  }

  @Test func aLoadReadsWhatTheSaveInFlightWrites() async throws {
    let notes = NotesSource()
    await settled { notes.refresh() }
    let gate = Gate<Void>()
    notes.saveGate = gate
    let work = PendingWork()
    PendingWork.$current.withValue(work) { notes.modify { $0.append("a") } }
    try await waitUntil { notes.saved.count == 1 }
    PendingWork.$current.withValue(work) { notes.refresh() }
    try await gate.answer(.success(()))
    await work.settled()
    #expect(notes.value.value == ["a"], "the load waited for the save")
  }

  @Test func aFailedSaveShowsAndLosesNothing() async {
    let notes = NotesSource()
    await settled { notes.refresh() }
    notes.saveError = DiskFull()
    await settled { notes.modify { $0.append("a") } }
    #expect(notes.saveFailure.value is DiskFull)
    #expect(notes.value.value == ["a"], "the edit stays")
    #expect(notes.phase.value == .empty || notes.phase.value == .loaded)
    notes.saveError = nil
    await settled { notes.modify { $0.append("b") } }
    #expect(notes.saveFailure.value == nil)
    #expect(notes.stored == ["a", "b"], "the next save writes the edit that failed")
  }

  @Test func aSuccessfulLoadClearsTheSaveFailure() async {
    let notes = NotesSource()
    await settled { notes.refresh() }
    notes.saveError = DiskFull()
    await settled { notes.modify { $0.append("a") } }
    #expect(notes.saveFailure.value != nil)
    await settled { notes.refresh() }
    #expect(notes.saveFailure.value == nil)
  }

  @Test func aSetValueIsNotSavedButItsEditsAre() async {
    final class Choice: SettableDataSource<String> {
      var saved: [String] = []
      override func save(_ value: String) async throws { saved.append(value) }
    }
    let choice = Choice("All")
    await settled { choice.set("Active") }
    #expect(choice.saved.isEmpty)
    await settled { choice.modify { $0 = "Completed" } }
    #expect(choice.saved == ["Completed"])
  }

  @Test func anEditOfAnItemOrThroughAFollowingSourceIsSavedByTheList() async {
    final class Team: DataSource<[Member]> {
      var saved: [[Member]] = []
      override func load() async throws -> [Member] { [.anita, .bruce] }
      override func save(_ members: [Member]) async throws { saved.append(members) }
    }
    let team = Team()
    await settled { team.refresh() }
    let detail = SettableDataSource<Member>()
    await settled { detail.follow(team.item(Member.bruce.id)) }
    await settled { detail.editable(\.age).value = 42 }
    #expect(team.saved.map { $0.map(\.age) } == [[30, 42]])
    #expect(detail.value.value?.age == 42)
  }

  @Test func aSourceWithoutASaveKeepsEditingAsBefore() async {
    let people = DataSource<[String]> { ["Ada"] }
    await settled { people.refresh() }
    await settled { people.modify { $0.append("Grace") } }
    #expect(people.value.value == ["Ada", "Grace"])
    #expect(people.saveFailure.value == nil)
  }
}
