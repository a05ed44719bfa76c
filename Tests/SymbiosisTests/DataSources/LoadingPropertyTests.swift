import Symbiosis
import SymbiosisTesting
import Testing

@Suite("Loading property")
struct LoadingPropertyTests {
  @Test func isLoadingThenHoldsTheValue() async throws {
    let work = PendingWork()  // the loads
    let names = PendingWork.$current.withValue(work) { Property(loading: { ["Ada", "Grace"] }) }
    let recorder = Recorder(names)
    await work.settled()
    #expect(recorder.values.map(\.phase) == [.loading, .loaded])
    #expect(recorder.last?.value == ["Ada", "Grace"])
  }

  @Test func anEmptyListOrNilIsEmpty() async throws {
    let work = PendingWork()  // the loads
    let none = PendingWork.$current.withValue(work) { Property(loading: { [String]() }) }
    await work.settled()
    #expect(none.value.phase == .empty && none.value.value == [])
    let missing = PendingWork.$current.withValue(work) { Property(loading: { String?.none }) }
    await work.settled()
    #expect(missing.value.phase == .empty)
  }

  @Test func anErrorIsTheFailedState() async throws {
    let work = PendingWork()  // the load
    let failed = PendingWork.$current.withValue(work) {
      Property(loading: { () throws -> Int in throw Offline() })
    }
    await work.settled()
    #expect(failed.value.phase == .failed && failed.value.error is Offline)
  }

  @Test func aNewerTermCancelsTheLoadForAnOlderOne() async throws {
    let term = MutableProperty("a")
    let cancelled = Recorder<String>()
    let results = term.flatMapLatest { term in
      Property(loading: { () async throws -> String in
        do {
          if term == "a" { try await suspendUntilCancelled() }
          return term
        } catch {
          cancelled.record(term)
          throw error
        }
      })
    }
    let recorder = Recorder(results)
    term.value = "b"
    try await waitUntil { results.value.value == "b" }
    #expect(results.value.phase == .loaded)
    try await waitUntil { !cancelled.values.isEmpty }
    #expect(cancelled.values == ["a"])
    #expect(!recorder.values.contains { $0.value == "a" })
  }
}
