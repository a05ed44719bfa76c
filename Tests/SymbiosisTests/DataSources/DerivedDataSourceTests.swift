import Foundation
import Symbiosis
import SymbiosisTesting
import Testing

struct Song: Equatable, Sendable, Decodable {
  let title: String
  let artist: String
}

@MainActor
@Suite("Derived and paged data sources")
struct DerivedDataSourceTests {
  @Test func mapFilterAndSortFollowTheirSource() async throws {
    let people = SettableDataSource([Person.alan, .ada])
    let names = people.filter { $0.age > 30 }.sorted { $0.age < $1.age }.map { $0.map(\.firstName) }
    #expect(names.value.value == ["Ada", "Alan"])
    people.set([.alan])
    #expect(names.value.value == ["Alan"])
    people.set([])
    #expect(names.phase.value == .empty)
  }

  @Test func derivedSourcesShowTheirSourcesLoadingAndFailure() async throws {
    let api = Gate<[Person]>()
    let people = DataSource(load: api.load)
    let count = people.map(\.count)
    let work = PendingWork()  // the loads the test starts
    PendingWork.$current.withValue(work) { count.loadIfNeeded() }
    #expect(count.phase.value == .loading)
    try await api.answer(.failure(Offline()))
    await work.settled()
    #expect(count.phase.value == .failed)
    PendingWork.$current.withValue(work) { count.refresh() }
    try await api.answer(.success([.ada, .alan]))
    await work.settled()
    #expect(count.phase.value == .loaded)
    #expect(count.value.value == 2)
  }

  @Test func aChainFromURLToBytesToJSONToModels() async throws {
    let responses = [
      "good": #"[{"title":"Dancing Queen","artist":"ABBA"}]"#,
      "bad": "<html>",
    ]
    let url = SettableDataSource("good")
    let bytes = url.asyncMap { url in Array(responses[url, default: ""].utf8) }
    let songs = bytes.tryMap { try JSONDecoder().decode([Song].self, from: Data($0)) }
    try await waitUntil { songs.phase.value == .loaded }
    #expect(songs.value.value == [Song(title: "Dancing Queen", artist: "ABBA")])
    url.set("bad")
    try await waitUntil { songs.phase.value == .failed }
    #expect(songs.state.value.error is DecodingError)
    #expect(songs.value.value?.count == 1, "the last good list stays")
  }

  @Test func searchFiltersByTheCurrentTerm() {
    let people = SettableDataSource([Person.ada, .alan])
    let term = MutableProperty("")
    let found = people.search(term) { $0.fullName.lowercased().contains($1.lowercased()) }
    #expect(found.value.value == [.ada, .alan])
    term.value = "  tur "
    #expect(found.value.value == [.alan])
    term.value = "nobody"
    #expect(found.phase.value == .empty)
    people.set([.ada, .alan, Person(firstName: "Nobody", lastName: "X", age: 1, heightInInches: 1)])
    #expect(found.value.value?.map(\.firstName) == ["Nobody"])
  }

  @Test func aDerivedSourceDoesNotKeepItselfAlive() {
    let people = SettableDataSource([Person.ada])
    weak var weakDerived: DerivedDataSource<Int>?
    do {
      let derived = people.map(\.count)
      weakDerived = derived
      #expect(derived.value.value == 1)
    }
    #expect(weakDerived == nil)
    people.set([])
  }

  @Test func pagesLoadOneAtATimeUntilThereAreNoMore() async throws {
    let pages = [0: ["a", "b"], 2: ["c", "d"], 4: ["e"]]
    let calls = Recorder<Int?>()
    let source = PagedDataSource<String, Int> { cursor in
      calls.record(cursor)
      let start = cursor ?? 0
      return Page(items: pages[start]!, next: start + 2 < 5 ? start + 2 : nil)
    }
    let work = PendingWork()  // the loads the test starts
    PendingWork.$current.withValue(work) { source.refresh() }
    await work.settled()
    #expect(source.value.value == ["a", "b"])
    #expect(source.hasMore.value)
    PendingWork.$current.withValue(work) { source.loadMore() }
    PendingWork.$current.withValue(work) { source.loadMore() }
    await work.settled()
    #expect(source.value.value == ["a", "b", "c", "d"])
    PendingWork.$current.withValue(work) { source.loadMore() }
    await work.settled()
    #expect(source.value.value?.count == 5)
    #expect(!source.hasMore.value)
    PendingWork.$current.withValue(work) { source.loadMore() }
    await work.settled()
    #expect(!source.isLoadingMore.value)
    #expect(calls.values == [nil, 2, 4], "no request after the last page, none twice")
  }

  @Test func aFailedPageKeepsWhatIsShownAndCanBeRetried() async throws {
    let failNext = MutableProperty(false)
    let source = PagedDataSource<Int, Int> { cursor in
      if failNext.value { throw Offline() }
      return Page(items: [cursor ?? 0], next: (cursor ?? 0) + 1)
    }
    let work = PendingWork()  // the loads the test starts
    PendingWork.$current.withValue(work) { source.refresh() }
    await work.settled()
    #expect(source.value.value == [0])
    failNext.value = true
    PendingWork.$current.withValue(work) { source.loadMore() }
    await work.settled()
    #expect(source.loadMoreError.value != nil)
    #expect(source.value.value == [0])
    #expect(source.phase.value == .loaded)
    failNext.value = false
    PendingWork.$current.withValue(work) { source.loadMore() }
    await work.settled()
    #expect(source.value.value == [0, 1])
    #expect(source.loadMoreError.value == nil)
  }

  @Test func refreshStartsAgainFromTheFirstPage() async throws {
    let source = PagedDataSource<Int, Int> { cursor in
      Page(items: [cursor ?? 0], next: (cursor ?? 0) + 1)
    }
    let work = PendingWork()  // the loads the test starts
    PendingWork.$current.withValue(work) { source.refresh() }
    await work.settled()
    #expect(source.value.value == [0])
    PendingWork.$current.withValue(work) { source.loadMore() }
    await work.settled()
    #expect(source.value.value == [0, 1])
    PendingWork.$current.withValue(work) { source.refresh() }
    await work.settled()
    #expect(source.value.value == [0])
  }
}
