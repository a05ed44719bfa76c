import Symbiosis
import SymbiosisTesting
import Testing

/// A value whose release the test can see: the task that runs for it holds it until it ends.
private final class Term: Sendable {
  let name: String
  private let released: Recorder<String>

  init(_ name: String, released: Recorder<String>) {
    self.name = name
    self.released = released
  }

  deinit { released.record(name) }
}

/// A run whose error says it was cancelled, though not with `CancellationError` (as
/// `URLSession` throws `URLError.cancelled`).
private struct RequestCancelled: Error {}

/// A sequence whose one element never comes: cancelled, it throws `RequestCancelled`.
private struct RequestThatIsCancelled: AsyncSequence, Sendable {
  let term: Term

  struct AsyncIterator: AsyncIteratorProtocol {
    let term: Term

    mutating func next() async throws -> String? {
      do {
        try await suspendUntilCancelled()
      } catch {
        throw RequestCancelled()
      }
      return term.name
    }
  }

  func makeAsyncIterator() -> AsyncIterator { AsyncIterator(term: term) }
}

/// A cancelled run is over, not failed: the three ways of turning an `async` error into a value
/// (`flatMapLatest(_:catch:)`, `Signal.async(_:catch:)`, `Signal(_:catch:)`) never hand the
/// error of a cancelled run to `catch`.
@Suite("A cancelled run's error handler")
struct CancelledRunTests {
  @Test func flatMapLatestDoesNotCatchTheCancelOfAReplacedRun() async throws {
    let caught = Recorder<String>()
    let started = Recorder<String>()
    let released = Recorder<String>()
    let (terms, input) = Signal<Term>.pipe()
    let results = terms.flatMapLatest(
      { term in
        started.record(term.name)
        if term.name == "first" { try await suspendUntilCancelled() }
        return "results for \(term.name)"
      },
      catch: { error in
        caught.record("\(error)")
        return "failed"
      })
    let recorder = Recorder(results)
    input.send(Term("first", released: released))
    try await waitUntil("the first search to start") { started.values == ["first"] }
    input.send(Term("second", released: released))
    // The first run's task holds its term until it has ended, `catch` included.
    try await waitUntil("both runs to end") { Set(released.values) == ["first", "second"] }
    #expect(caught.values.isEmpty)
    #expect(recorder.values == ["results for second"])
  }

  @Test(arguments: [false, true])
  func asyncDoesNotCatchTheErrorOfACancelledRun(cancellationError: Bool) async throws {
    let caught = Recorder<String>()
    let released = Recorder<String>()
    let recorder: Recorder<String>
    do {
      let term = Term("run", released: released)
      recorder = Recorder(
        Signal<String>.async(
          {
            do {
              try await suspendUntilCancelled()
            } catch {
              throw cancellationError ? error : RequestCancelled()
            }
            return "results for \(term.name)"
          },
          catch: { error in
            caught.record("\(error)")
            return "failed"
          }))
    }
    recorder.cancel()
    try await waitUntil("the run to end") { released.values == ["run"] }
    #expect(caught.values.isEmpty)
    #expect(recorder.events.isEmpty)
  }

  @Test func asyncSequenceDoesNotCatchTheErrorOfACancelledRun() async throws {
    let caught = Recorder<String>()
    let released = Recorder<String>()
    let recorder: Recorder<String>
    do {
      let term = Term("run", released: released)
      let sequence = RequestThatIsCancelled(term: term)
      recorder = Recorder(
        Signal(
          sequence,
          catch: { error in
            caught.record("\(error)")
            return "failed"
          }))
    }
    recorder.cancel()
    try await waitUntil("the run to end") { released.values == ["run"] }
    #expect(caught.values.isEmpty)
    #expect(recorder.events.isEmpty)
  }

  @Test func asyncStillCatchesTheErrorOfARunThatWasNotCancelled() async throws {
    let work = PendingWork()  // the run the recorder starts
    let recorder = PendingWork.$current.withValue(work) {
      Recorder(Signal<String>.async({ throw RequestCancelled() }, catch: { _ in "failed" }))
    }
    await work.settled()
    #expect(recorder.events == [.value("failed"), .completed])
  }

  @Test func aCancellationErrorOfARunNotCancelledEndsItWithoutAValue() async throws {
    let caught = Recorder<String>()
    let work = PendingWork()  // the run the recorder starts
    let recorder = PendingWork.$current.withValue(work) {
      Recorder(
        Signal<String>.async(
          { throw CancellationError() },
          catch: { error in
            caught.record("\(error)")
            return "failed"
          }))
    }
    await work.settled()
    #expect(recorder.events == [.completed])
    #expect(caught.values.isEmpty)
  }
}
