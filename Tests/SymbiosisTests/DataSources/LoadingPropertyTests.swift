import Symbiosis
import SymbiosisTesting
import Testing

@Suite("Loading property")
struct LoadingPropertyTests {
  @Test func isLoadingThenHoldsTheValue() async throws {
    let names = Property(loading: { ["Ada", "Grace"] })
    let recorder = Recorder(names)
    let states = try await recorder.values(count: 2)
    #expect(states.map(\.phase) == [.loading, .loaded])
    #expect(states.last?.value == ["Ada", "Grace"])
  }

  @Test func anEmptyListOrNilIsEmpty() async throws {
    let none = try await Property(loading: { [String]() }).wait { $0.phase != .loading }
    #expect(none.phase == .empty && none.value == [])
    let missing = try await Property(loading: { String?.none }).wait { $0.phase != .loading }
    #expect(missing.phase == .empty)
  }

  @Test func anErrorIsTheFailedState() async throws {
    let failed = try await Property(loading: { () throws -> Int in throw Offline() })
      .wait { $0.phase != .loading }
    #expect(failed.phase == .failed && failed.error is Offline)
  }

  @Test func aNewerTermCancelsTheLoadForAnOlderOne() async throws {
    let term = MutableProperty("a")
    let cancelled = Collected<String>()
    let results = term.flatMapLatest { term in
      Property(loading: { () async throws -> String in
        do {
          if term == "a" { try await Task.sleep(for: .seconds(30)) }
          return term
        } catch {
          cancelled.append(term)
          throw error
        }
      })
    }
    let recorder = Recorder(results)
    term.value = "b"
    let latest = try await recorder.value(where: { $0.value == "b" })
    #expect(latest.phase == .loaded)
    try await Task.sleep(for: .milliseconds(50))
    #expect(cancelled.all == ["a"])
    #expect(!recorder.values.contains { $0.value == "a" })
  }
}
