import Symbiosis
import SymbiosisTesting
import Testing

@testable import SymbiosisTerminal

/// A source whose saves wait for the test.
@MainActor
private final class GatedStore: DataSource<Int> {
  let gate = Gate<Void>()
  override func load() async throws -> Int { 0 }
  override func save(_ value: Int) async throws { try await gate.load() }
}

/// Regression: an interactive app exited at once on quit, dropping the save of an edit made
/// just before.
@MainActor
@Suite("Quitting waits for the saves under way")
struct QuitFinishesSavesTests {
  /// A store that has loaded, so that its edits are saved.
  private func loadedStore() async throws -> GatedStore {
    let store = GatedStore()
    let work = PendingWork()
    PendingWork.$current.withValue(work) { store.refresh() }
    await work.settled()
    #expect(store.value.value == 0)
    return store
  }

  @Test func quittingWaitsForASaveUnderWay() async throws {
    let store = try await loadedStore()
    let saves = PendingWork()
    PendingWork.$saves.withValue(saves) { store.modify { $0 = 1 } }
    #expect(!saves.isSettled, "the save is under way")
    let quitting = Task { await App.finishSaves(saves, clock: ControllableClock()) }
    try await store.gate.answer(.success(()))
    await quitting.value
    #expect(saves.isSettled)
  }

  @Test func aSaveThatHangsDoesNotKeepTheAppFromQuitting() async throws {
    let store = try await loadedStore()
    let saves = PendingWork()
    PendingWork.$saves.withValue(saves) { store.modify { $0 = 1 } }
    let clock = ControllableClock()
    let quitting = Task { await App.finishSaves(saves, within: .seconds(5), clock: clock) }
    try await waitUntil { clock.sleeperCount == 1 }
    await clock.advance(by: .seconds(5))
    await quitting.value
    #expect(!saves.isSettled, "it quit with the save still under way")
    try await store.gate.answer(.success(()))
    await saves.settled()
  }
}
