import Symbiosis
import SymbiosisTesting
import Testing

@testable import Searchy

/// A search service answering after a delay on the test's clock, ignoring cancellation as a
/// careless network layer would, and failing for "fail".
final class DelayedSearchService: SearchService {
  let clock: ControllableClock
  let delays: [String: Duration]
  let calls = Calls()

  init(clock: ControllableClock, delays: [String: Duration] = [:]) {
    self.clock = clock
    self.delays = delays
  }

  func search(_ term: String) async throws -> SearchResults {
    // Taken before the call is logged: once a test sees the call, moving the clock past this
    // deadline ends the delay, whether or not the sleep below has begun.
    let deadline = delays[term].map { clock.now.advanced(by: $0) }
    await calls.append(term)
    if let deadline { try? await clock.sleep(until: deadline) }
    await calls.answered(term)
    if term == "fail" { throw SearchError.http(status: 503) }
    return term == "nothing" ? [] : [song(1, "\(term) song", by: "Artist", on: nil)]
  }

  actor Calls {
    private(set) var terms: [String] = []
    /// The terms whose searches are answering, in order.
    private(set) var answered: [String] = []
    func append(_ term: String) { terms.append(term) }
    func answered(_ term: String) { answered.append(term) }
  }
}

@Suite("Searchy model")
struct SearchyAppModelTests {
  @Test func emptyAndWhitespaceTermsAreIdleAndSearchNothing() async throws {
    let clock = ControllableClock()
    let service = DelayedSearchService(clock: clock)
    let model = SearchyModel(service: service, clock: clock)
    model.term.value = "   "
    await clock.advance(by: .seconds(1))
    #expect(model.results.value.phase == .idle)
    #expect(await service.calls.terms.isEmpty)
  }

  @Test func typingSearchesOnceThe330MillisecondDebounceHasPassed() async throws {
    let clock = ControllableClock()
    let service = DelayedSearchService(clock: clock)
    let model = SearchyModel(service: service, clock: clock)
    let work = PendingWork()  // the debounce and the search the test starts
    PendingWork.$current.withValue(work) {
      model.term.value = "a"
      model.term.value = "ab"
      model.term.value = "abba "
    }
    await clock.advance(by: .milliseconds(329))
    #expect(model.results.value.phase == .idle)
    await clock.advance(by: .milliseconds(1))
    await work.settled()
    #expect(
      model.results.value.value
        == SearchResults([song(1, "abba song", by: "Artist", on: nil)], term: "abba"))
    #expect(await service.calls.terms == ["abba"])
  }

  @Test func aSlowAnswerToAnOlderTermIsNeverShown() async throws {
    let clock = ControllableClock()
    let service = DelayedSearchService(clock: clock, delays: ["ab": .seconds(2)])
    let model = SearchyModel(service: service, clock: clock)
    let recorder = Recorder(model.results)
    model.term.value = "ab"
    await clock.advance(by: .milliseconds(330))
    try await waitUntil { await service.calls.terms == ["ab"] }
    model.term.value = "abba"
    await clock.advance(by: .milliseconds(330))
    let abba = SearchResults([song(1, "abba song", by: "Artist", on: nil)], term: "abba")
    try await waitUntil { model.results.value.value == abba }
    await clock.advance(by: .seconds(2))
    try await waitUntil { await service.calls.answered.contains("ab") }
    let ab = SearchResults([song(1, "ab song", by: "Artist", on: nil)], term: "ab")
    #expect(!recorder.values.contains { $0.value == ab })
    #expect(model.results.value.value == abba)
    #expect(await service.calls.terms == ["ab", "abba"])
  }

  @Test func noResultsAndAFailureAreStatesAndTheNextSearchWorks() async throws {
    let clock = ControllableClock()
    let model = SearchyModel(service: DelayedSearchService(clock: clock), clock: clock)
    let work = PendingWork()  // the debounces and the searches the test starts
    PendingWork.$current.withValue(work) { model.term.value = "nothing" }
    await clock.advance(by: .milliseconds(330))
    await work.settled()
    #expect(model.results.value.phase == .empty)
    PendingWork.$current.withValue(work) { model.term.value = "fail" }
    await clock.advance(by: .milliseconds(330))
    await work.settled()
    #expect(
      model.results.value.error?.localizedDescription == "The music service failed (HTTP 503).")
    PendingWork.$current.withValue(work) { model.term.value = "queen" }
    await clock.advance(by: .milliseconds(330))
    await work.settled()
    #expect(
      model.results.value.value
        == SearchResults([song(1, "queen song", by: "Artist", on: nil)], term: "queen"))
  }
}
