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
    await calls.append(term)
    if let delay = delays[term] { try? await clock.sleep(for: delay) }
    if term == "fail" { throw SearchError.http(status: 503) }
    return term == "nothing" ? [] : [song(1, "\(term) song", by: "Artist", on: nil)]
  }

  actor Calls {
    private(set) var terms: [String] = []
    func append(_ term: String) { terms.append(term) }
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
    model.term.value = "a"
    model.term.value = "ab"
    model.term.value = "abba "
    await clock.advance(by: .milliseconds(329))
    #expect(model.results.value.phase == .idle)
    await clock.advance(by: .milliseconds(1))
    try await model.results.wait { $0.value == [song(1, "abba song", by: "Artist", on: nil)] }
    #expect(await service.calls.terms == ["abba"])
  }

  @Test func aSlowAnswerToAnOlderTermIsNeverShown() async throws {
    let clock = ControllableClock()
    let service = DelayedSearchService(clock: clock, delays: ["ab": .seconds(2)])
    let model = SearchyModel(service: service, clock: clock)
    let recorder = Recorder(model.results)
    model.term.value = "ab"
    try await clock.advance(until: { model.results.value.phase == .loading })
    model.term.value = "abba"
    let abba: SearchResults = [song(1, "abba song", by: "Artist", on: nil)]
    try await clock.advance(until: { model.results.value.value == abba })
    await clock.advance(by: .seconds(3))
    try await Task.sleep(for: .milliseconds(20))
    #expect(!recorder.values.contains { $0.value == [song(1, "ab song", by: "Artist", on: nil)] })
    #expect(model.results.value.value == abba)
    #expect(await service.calls.terms == ["ab", "abba"])
  }

  @Test func noResultsAndAFailureAreStatesAndTheNextSearchWorks() async throws {
    let clock = ControllableClock()
    let model = SearchyModel(service: DelayedSearchService(clock: clock), clock: clock)
    model.term.value = "nothing"
    try await clock.advance(until: { model.results.value.phase == .empty })
    model.term.value = "fail"
    try await clock.advance(until: {
      model.results.value.error?.localizedDescription
        == "The music service failed (HTTP 503)."
    })
    model.term.value = "queen"
    try await clock.advance(until: {
      model.results.value.value == [song(1, "queen song", by: "Artist", on: nil)]
    })
  }
}

extension ControllableClock {
  /// Moves time on in small steps until `condition` holds: the work between steps runs on
  /// other threads, so a single jump could pass a sleep that had not started yet.
  func advance(until condition: () -> Bool) async throws {
    // Generous: with the whole suite running, two cores can be busy for seconds.
    let deadline = ContinuousClock.now + .seconds(30)
    while !condition() {
      guard ContinuousClock.now < deadline else {
        Issue.record("the condition never held")
        return
      }
      await advance(by: .milliseconds(50))
      try await Task.sleep(for: .milliseconds(1))
    }
  }
}
