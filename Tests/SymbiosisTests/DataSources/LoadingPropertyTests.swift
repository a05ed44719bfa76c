import Symbiosis
import SymbiosisTesting
import Testing

@Suite("Loading property")
struct LoadingPropertyTests {
  @Test func isLoadingThenHoldsTheValue() async throws {
    let names = Property(loading: { ["Ada", "Grace"] })
    let recorder = Recorder(names)
    try await waitUntil { recorder.values.count == 2 }
    #expect(recorder.values.map(\.phase) == [.loading, .loaded])
    #expect(recorder.last?.value == ["Ada", "Grace"])
  }

  @Test func anEmptyListOrNilIsEmpty() async throws {
    let none = Property(loading: { [String]() })
    try await waitUntil { none.value.phase != .loading }
    #expect(none.value.phase == .empty && none.value.value == [])
    let missing = Property(loading: { String?.none })
    try await waitUntil { missing.value.phase != .loading }
    #expect(missing.value.phase == .empty)
  }

  @Test func anErrorIsTheFailedState() async throws {
    let failed = Property(loading: { () throws -> Int in throw Offline() })
    try await waitUntil { failed.value.phase != .loading }
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
