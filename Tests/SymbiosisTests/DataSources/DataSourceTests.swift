import Symbiosis
import SymbiosisTesting
import Testing

struct Person: Equatable, Sendable {
  var firstName: String
  var lastName: String
  var age: Int
  var heightInInches: Double
  var fullName: String { "\(firstName) \(lastName)" }

  static let ada = Person(firstName: "Ada", lastName: "Lovelace", age: 36, heightInInches: 65)
  static let alan = Person(firstName: "Alan", lastName: "Turing", age: 41, heightInInches: 70)
}

struct Offline: Error, Equatable {}

final class PeopleSource: DataSource<[Person]> {
  let api: Gate<[Person]>
  init(api: Gate<[Person]>) {
    self.api = api
    super.init()
  }
  override func load() async throws -> [Person] { try await api.load() }
}

@MainActor
@Suite("Data sources")
struct DataSourceTests {
  @Test func loadGoesFromIdleThroughLoadingToLoaded() async throws {
    let api = Gate<[Person]>()
    let source = PeopleSource(api: api)
    let phases = Recorder(source.phase)
    #expect(source.value.value == nil)
    let work = PendingWork()  // the loads the test starts
    PendingWork.$current.withValue(work) { source.loadIfNeeded() }
    PendingWork.$current.withValue(work) { source.loadIfNeeded() }
    try await api.answer(.success([.ada]))
    await work.settled()
    #expect(source.phase.value == .loaded)
    #expect(phases.values == [.idle, .loading, .loaded])
    #expect(source.value.value == [.ada])
    #expect(api.calls == 1)
  }

  @Test func anEmptyResultIsTheEmptyState() async throws {
    let source = DataSource<[Person]> { [] }
    let work = PendingWork()  // the loads the test starts
    PendingWork.$current.withValue(work) { source.refresh() }
    await work.settled()
    #expect(source.phase.value == .empty)
    #expect(source.value.value == [])
  }

  @Test func aFailureIsAStateAndTheNextLoadRecovers() async throws {
    let api = Gate<[Person]>()
    let source = DataSource(load: api.load)
    let work = PendingWork()  // the loads the test starts
    PendingWork.$current.withValue(work) { source.refresh() }
    try await api.answer(.success([.ada]))
    await work.settled()
    #expect(source.phase.value == .loaded)
    PendingWork.$current.withValue(work) { source.refresh() }
    try await api.answer(.failure(Offline()))
    await work.settled()
    #expect(source.phase.value == .failed)
    #expect(source.state.value.error is Offline)
    #expect(source.value.value == [.ada], "the last good value stays while the error shows")
    PendingWork.$current.withValue(work) { source.refresh() }
    try await api.answer(.success([.alan]))
    await work.settled()
    #expect(source.phase.value == .loaded)
    #expect(source.value.value == [.alan])
  }

  @Test func aNewLoadCancelsTheOneInFlightAndItsResultIsNeverShown() async throws {
    let api = Gate<Int>()
    let source = DataSource(load: api.load)
    let values = Recorder(source.value)
    let work = PendingWork()  // the loads the test starts
    PendingWork.$current.withValue(work) { source.refresh() }
    PendingWork.$current.withValue(work) { source.refresh() }
    try await api.answer(.success(2))
    await work.settled()
    #expect(source.phase.value == .loaded)
    #expect(api.calls == 2)
    #expect(api.cancellations >= 1)
    #expect(values.values == [nil, 2])
  }

  @Test func droppingTheSourceCancelsItsLoad() async throws {
    let api = Gate<Int>()
    var source: DataSource<Int>? = DataSource(load: api.load)
    source?.refresh()
    try await waitUntil { api.calls > 0 }
    weak let weakSource = source
    source = nil
    #expect(weakSource == nil)
    try await waitUntil { api.cancellations > 0 }
  }

  @Test func cancelReturnsToThePreviousValue() async throws {
    let api = Gate<Int>()
    let source = DataSource(load: api.load)
    let work = PendingWork()  // the loads the test starts
    PendingWork.$current.withValue(work) { source.refresh() }
    try await api.answer(.success(1))
    await work.settled()
    #expect(source.phase.value == .loaded)
    PendingWork.$current.withValue(work) { source.refresh() }
    #expect(source.phase.value == .loading)
    source.cancel()
    #expect(source.state.value.value == 1)
    #expect(source.phase.value == .loaded)
  }

  @Test(arguments: [2, 30])
  func aTimeoutFiresAfterItsConfiguredInterval(seconds: Int) async throws {
    let clock = ControllableClock()
    let api = Gate<Int>()
    let source = DataSource(timeout: .seconds(seconds), clock: clock, load: api.load)
    let work = PendingWork()  // the loads the test starts
    PendingWork.$current.withValue(work) { source.refresh() }
    await clock.advance(by: .seconds(seconds) - .milliseconds(1))
    #expect(source.phase.value == .loading)
    await clock.advance(by: .milliseconds(1))
    await work.settled()
    #expect(source.phase.value == .timedOut)
    #expect(source.state.value.error as? LoadTimeout == LoadTimeout(interval: .seconds(seconds)))
    // The load may not have reached the gate yet; its call then ends as it starts.
    try await waitUntil("the timed-out load to be cancelled") { api.cancellations == 1 }
  }

  @Test func aLoadThatFinishesInTimeIsNotTimedOut() async throws {
    let clock = ControllableClock()
    let api = Gate<Int>()
    let source = DataSource(timeout: .seconds(5), clock: clock, load: api.load)
    let work = PendingWork()  // the loads the test starts
    PendingWork.$current.withValue(work) { source.refresh() }
    try await api.answer(.success(7))
    await work.settled()
    #expect(source.phase.value == .loaded)
    await clock.advance(by: .seconds(10))
    #expect(source.phase.value == .loaded)
  }

  @Test func aStaticSourceHoldsItsValueAndNeverLoads() {
    let source = DataSource.constant(Person.ada)
    source.refresh()
    #expect(source.state.value.value == .ada)
    #expect(source.phase.value == .loaded)
  }

  @Test func aSettableSourceTakesValuesFromOutside() {
    let source = SettableDataSource<Person>()
    #expect(source.phase.value == .idle)
    source.set(.alan)
    #expect(source.value.value == .alan)
    source.set(.ada)
    #expect(source.value.value == .ada)
  }

  @Test func emptySectionsAreKeptNotDropped() async throws {
    struct Shelf: Equatable, Sendable {
      let title: String
      let books: [String]
    }
    let shelves = [Shelf(title: "Read", books: ["Dune"]), Shelf(title: "To read", books: [])]
    let source = DataSource { shelves }
    let shown = Recorder(source.value)
    let work = PendingWork()  // the loads the test starts
    PendingWork.$current.withValue(work) { source.refresh() }
    await work.settled()
    #expect(source.phase.value == .loaded)
    #expect(shown.last == shelves, "the empty section is still there, header and all")
    #expect(DataSource.constant([Shelf]()).phase.value == .empty)
  }
}

@Suite struct WithTimeoutTests {
  @Test func givesTheResultOfAnOperationThatFinishesInTime() async throws {
    let value = try await withTimeout(.seconds(5), clock: ControllableClock()) { 42 }
    #expect(value == 42)
  }

  @Test func failsWithLoadTimeoutAndCancelsAnOperationThatRunsPastTheInterval() async throws {
    let clock = ControllableClock()
    let api = Gate<Int>()
    let result = Task { try await withTimeout(.seconds(2), clock: clock) { try await api.load() } }
    try await waitUntil("the operation started") { api.calls == 1 }
    await clock.advance(by: .seconds(2) - .milliseconds(1))
    #expect(api.cancellations == 0)
    await clock.advance(by: .milliseconds(1))
    await #expect(throws: LoadTimeout(interval: .seconds(2))) { try await result.value }
    try await waitUntil("the operation is cancelled") { api.cancellations == 1 }
  }
}
