import Symbiosis
import SymbiosisTesting
import Testing

/// What the Searchy screen shows; the states of the design's example.
enum SearchState: Equatable, Sendable {
  case idle
  case searching
  case results([String])
  case failed(String)
}

/// A search service whose answers the test controls.
final class FakeSearchService: Sendable {
  let calls = Recorder<String>()

  func search(_ term: String) async throws -> [String] {
    calls.record(term)
    if term == "fail" { throw SearchFailed() }
    return ["\(term) one", "\(term) two"]
  }
}

/// The design's Searchy model, written with the core only.
final class SearchyModel: Sendable {
  let term = MutableProperty("")
  let results: Property<SearchState>

  init(service: FakeSearchService, clock: some Clock<Duration>) {
    results = term.map { $0.trimmingWhitespace }
      .removeDuplicates()
      .debounce(for: .milliseconds(330), clock: clock)
      .flatMapLatest { term in
        term.isEmpty
          ? Property(value: .idle)
          : Property(
            initial: .searching,
            then: .async(
              { .results(try await service.search(term)) }, catch: { _ in .failed("search failed") }
            ))
      }
  }
}

extension [SearchState] {
  /// The states without `.searching`: a search that answers before `flatMapLatest` observes
  /// its property replaces the placeholder before anyone sees it, as a property's newer value
  /// does, so whether `.searching` is recorded depends on the threads' timing.
  fileprivate var withoutPlaceholders: [SearchState] { filter { $0 != .searching } }
}

extension String {
  fileprivate var trimmingWhitespace: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}

@Suite("Searchy model")
struct SearchyModelTests {
  @Test func typingSearchesOnceAfterTheDebounce() async throws {
    let clock = ControllableClock()
    let service = FakeSearchService()
    let model = SearchyModel(service: service, clock: clock)
    let recorder = Recorder(model.results)
    let work = PendingWork()  // the debounce and the search the test starts
    PendingWork.$current.withValue(work) {
      model.term.value = "ab"
      model.term.value = "abba"
    }
    await clock.advance(by: .milliseconds(329))
    #expect(recorder.values == [.idle])
    await clock.advance(by: .milliseconds(1))
    await work.settled()
    #expect(recorder.values.withoutPlaceholders == [.idle, .results(["abba one", "abba two"])])
    #expect(service.calls.values == ["abba"])
  }

  @Test func whitespaceIsIdleAndDoesNotSearch() async throws {
    let clock = ControllableClock()
    let service = FakeSearchService()
    let model = SearchyModel(service: service, clock: clock)
    let recorder = Recorder(model.results)
    model.term.value = "   "
    await clock.advance(by: .seconds(1))
    #expect(recorder.values == [.idle])
    #expect(service.calls.values.isEmpty)
  }

  @Test func aFailureIsShownAndTheNextSearchWorks() async throws {
    let clock = ControllableClock()
    let model = SearchyModel(service: FakeSearchService(), clock: clock)
    let recorder = Recorder(model.results)
    let work = PendingWork()  // the debounces and the searches the test starts
    PendingWork.$current.withValue(work) { model.term.value = "fail" }
    await clock.advance(by: .milliseconds(330))
    await work.settled()
    #expect(recorder.last == .failed("search failed"))
    PendingWork.$current.withValue(work) { model.term.value = "abba" }
    await clock.advance(by: .milliseconds(330))
    await work.settled()
    #expect(
      recorder.values.withoutPlaceholders
        == [.idle, .failed("search failed"), .results(["abba one", "abba two"])])
    #expect(!recorder.isCompleted)
  }
}
