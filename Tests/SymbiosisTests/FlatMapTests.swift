import Symbiosis
import SymbiosisTesting
import Testing

/// A search whose answers the test releases one at a time, in any order.
private final class ControlledSearch: Sendable {
  private let gates = Recorder<(term: String, open: AsyncStream<Void>.Continuation)>()
  let started = Recorder<String>()
  let cancelled = Recorder<String>()
  /// The searches that have returned their results, cancelled or not.
  let finished = Recorder<String>()

  func search(_ term: String) async -> String {
    started.record(term)
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    gates.record((term, continuation))
    for await _ in stream { break }
    if Task.isCancelled { cancelled.record(term) }
    defer { finished.record(term) }
    return "results for \(term)"
  }

  func answer(_ term: String) {
    gates.values.first { $0.term == term }?.open.yield()
  }

  func waitUntilStarted(_ count: Int) async throws {
    try await waitUntil("every search to start") {
      started.values.count >= count && gates.values.count >= count
    }
  }
}

struct SearchFailed: Error {}

@Suite("flatMap")
struct FlatMapTests {
  @Test func flatMapLatestNeverShowsAStaleSlowResult() async throws {
    let search = ControlledSearch()
    let (terms, input) = Signal<String>.pipe()
    let recorder = Recorder(terms.flatMapLatest { await search.search($0) })
    input.send("slow")
    try await search.waitUntilStarted(1)
    input.send("fast")
    try await search.waitUntilStarted(2)
    search.answer("fast")
    try await waitUntil { recorder.values.count == 1 }
    #expect(recorder.values == ["results for fast"])
    search.answer("slow")
    try await waitUntil { search.finished.values.contains("slow") }
    #expect(recorder.values == ["results for fast"])
  }

  @Test func flatMapLatestCancelsTheInFlightCall() async throws {
    let search = ControlledSearch()
    let (terms, input) = Signal<String>.pipe()
    let recorder = Recorder(terms.flatMapLatest { await search.search($0) })
    let work = PendingWork()  // the searches the test starts
    PendingWork.$current.withValue(work) { input.send("first") }
    try await search.waitUntilStarted(1)
    PendingWork.$current.withValue(work) { input.send("second") }
    search.answer("first")
    try await search.waitUntilStarted(2)
    try await waitUntil { !search.cancelled.values.isEmpty }
    #expect(search.cancelled.values == ["first"])
    search.answer("second")
    await work.settled()
    #expect(recorder.values == ["results for second"])
  }

  @Test func anErrorBecomesAValueAndTheStreamGoesOn() async throws {
    let (terms, input) = Signal<String>.pipe()
    let results = terms.flatMapLatest(
      { term in
        if term == "bad" { throw SearchFailed() }
        return "ok \(term)"
      },
      catch: { _ in "failed" })
    let recorder = Recorder(results)
    let work = PendingWork()  // the runs the test starts
    PendingWork.$current.withValue(work) { input.send("bad") }
    await work.settled()
    #expect(recorder.values == ["failed"])
    PendingWork.$current.withValue(work) { input.send("good") }
    await work.settled()
    #expect(recorder.values == ["failed", "ok good"])
    #expect(!recorder.isCompleted)
  }

  @Test func flatMapLatestOverPropertiesFollowsTheLatest() {
    let useFirst = MutableProperty(true)
    let first = MutableProperty("a")
    let second = MutableProperty("x")
    let chosen = useFirst.flatMapLatest { $0 ? first : second }
    let recorder = Recorder(chosen)
    first.value = "b"
    useFirst.value = false
    first.value = "c"
    second.value = "y"
    #expect(recorder.values == ["a", "b", "x", "y"])
    #expect(chosen.value == "y")
  }

  @Test func flatMapLatestCompletesAfterOuterAndLatestInner() {
    let (outer, outerInput) = Signal<Int>.pipe()
    let (inner, innerInput) = Signal<Int>.pipe()
    let recorder = Recorder(outer.flatMapLatest { _ in inner })
    outerInput.send(1)
    outerInput.complete()
    innerInput.send(7)
    #expect(!recorder.isCompleted)
    innerInput.complete()
    #expect(recorder.events == [.value(7), .completed])
  }

  @Test func flatMapMergesAllInnerStreams() {
    let (outer, outerInput) = Signal<Int>.pipe()
    let recorder = Recorder(outer.flatMap { Signal.values([$0, $0 * 10]) })
    outerInput.send(1)
    outerInput.send(2)
    outerInput.complete()
    #expect(recorder.events == [.value(1), .value(10), .value(2), .value(20), .completed])
  }

  @Test func asyncPropertyStartsWithItsPlaceholder() async throws {
    // The run waits for the test, so the recorder sees the placeholder before the result
    // replaces it.
    let (answer, answering) = AsyncStream<Void>.makeStream()
    let work = PendingWork()  // the run the property starts
    let results = PendingWork.$current.withValue(work) {
      Property(initial: "searching") {
        for await _ in answer { break }
        return "done"
      }
    }
    let recorder = Recorder(results)
    #expect(recorder.values == ["searching"])
    answering.yield()
    await work.settled()
    #expect(recorder.values == ["searching", "done"])
  }
}
