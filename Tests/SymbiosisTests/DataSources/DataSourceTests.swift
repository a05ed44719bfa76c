import Symbiosis
import SymbiosisTesting
import Synchronization
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

/// A loading function whose answers the test hands out one by one.
final class Gate<Value: Sendable>: Sendable {
  private let waiting = Mutex<[(id: Int, continuation: CheckedContinuation<Value, any Error>)]>([])
  private let nextID = Mutex(0)
  let calls = Tally()
  let cancellations = Tally()

  @Sendable func load() async throws -> Value {
    calls.increment()
    let id = nextID.withLock { id in
      defer { id += 1 }
      return id
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        // Checked under the lock the cancel handler takes, so a cancel is never missed.
        let cancelled = waiting.withLock { waiting in
          if !Task.isCancelled { waiting.append((id, continuation)) }
          return Task.isCancelled
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      cancellations.increment()
      let mine = waiting.withLock { waiting in
        defer { waiting.removeAll { $0.id == id } }
        return waiting.first { $0.id == id }
      }
      mine?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Answers the oldest waiting call with `value`, once there is one.
  /// Records an issue instead if no call comes within five seconds.
  func answer(_ result: Result<Value, any Error>) async {
    let deadline = ContinuousClock.now + .seconds(5)
    while ContinuousClock.now < deadline {
      let next = waiting.withLock { $0.isEmpty ? nil : $0.removeFirst() }
      if let next { return next.continuation.resume(with: result) }
      await Task.yield()
    }
    Issue.record("no load call came to answer")
  }
}

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
    source.loadIfNeeded()
    source.loadIfNeeded()
    await api.answer(.success([.ada]))
    try await source.phase.wait { $0 == .loaded }
    #expect(phases.values == [.idle, .loading, .loaded])
    #expect(source.value.value == [.ada])
    #expect(api.calls.count == 1)
  }

  @Test func anEmptyResultIsTheEmptyState() async throws {
    let source = DataSource<[Person]> { [] }
    source.refresh()
    try await source.phase.wait { $0 == .empty }
    #expect(source.value.value == [])
  }

  @Test func aFailureIsAStateAndTheNextLoadRecovers() async throws {
    let api = Gate<[Person]>()
    let source = DataSource(load: api.load)
    source.refresh()
    await api.answer(.success([.ada]))
    try await source.phase.wait { $0 == .loaded }
    source.refresh()
    await api.answer(.failure(Offline()))
    try await source.phase.wait { $0 == .failed }
    #expect(source.state.value.error is Offline)
    #expect(source.value.value == [.ada], "the last good value stays while the error shows")
    source.refresh()
    await api.answer(.success([.alan]))
    try await source.phase.wait { $0 == .loaded }
    #expect(source.value.value == [.alan])
  }

  @Test func aNewLoadCancelsTheOneInFlightAndItsResultIsNeverShown() async throws {
    let api = Gate<Int>()
    let source = DataSource(load: api.load)
    let values = Recorder(source.value)
    source.refresh()
    source.refresh()
    await api.answer(.success(2))
    try await source.phase.wait { $0 == .loaded }
    #expect(api.calls.count == 2)
    #expect(api.cancellations.count >= 1)
    #expect(values.values == [nil, 2])
  }

  @Test func droppingTheSourceCancelsItsLoad() async throws {
    let api = Gate<Int>()
    var source: DataSource<Int>? = DataSource(load: api.load)
    source?.refresh()
    try await eventually("api.calls.count > 0") { api.calls.count > 0 }
    weak let weakSource = source
    source = nil
    #expect(weakSource == nil)
    try await eventually("api.cancellations.count > 0") { api.cancellations.count > 0 }
  }

  @Test func cancelReturnsToThePreviousValue() async throws {
    let api = Gate<Int>()
    let source = DataSource(load: api.load)
    source.refresh()
    await api.answer(.success(1))
    try await source.phase.wait { $0 == .loaded }
    source.refresh()
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
    source.refresh()
    await clock.advance(by: .seconds(seconds) - .milliseconds(1))
    #expect(source.phase.value == .loading)
    await clock.advance(by: .milliseconds(1))
    try await source.phase.wait { $0 == .timedOut }
    #expect(source.state.value.error as? LoadTimeout == LoadTimeout(interval: .seconds(seconds)))
    #expect(api.cancellations.count == 1, "the timed-out load is cancelled")
  }

  @Test func aLoadThatFinishesInTimeIsNotTimedOut() async throws {
    let clock = ControllableClock()
    let api = Gate<Int>()
    let source = DataSource(timeout: .seconds(5), clock: clock, load: api.load)
    source.refresh()
    await api.answer(.success(7))
    try await source.phase.wait { $0 == .loaded }
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
    source.refresh()
    try await source.phase.wait { $0 == .loaded }
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
    try await eventually("the operation started") { api.calls.count == 1 }
    await clock.advance(by: .seconds(2) - .milliseconds(1))
    #expect(api.cancellations.count == 0)
    await clock.advance(by: .milliseconds(1))
    await #expect(throws: LoadTimeout(interval: .seconds(2))) { try await result.value }
    try await eventually("the operation is cancelled") { api.cancellations.count == 1 }
  }
}
