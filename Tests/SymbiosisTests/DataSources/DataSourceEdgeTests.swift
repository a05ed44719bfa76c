import Foundation
import Symbiosis
import SymbiosisTesting
import Testing

@MainActor
@Suite("Data source edge cases")
struct DataSourceEdgeTests {
  @Test func aPageRequestedDuringARefreshIsNotShownAfterIt() async throws {
    let firstPages = Gate<Page<String, Int>>()
    let source = PagedDataSource<String, Int> { cursor in
      guard let cursor else { return try await firstPages.load() }
      return Page(items: ["old page \(cursor)"], next: cursor + 1)
    }
    source.refresh()
    try await firstPages.answer(.success(Page(items: ["a"], next: 1)))
    try await waitUntil { source.value.value == ["a"] }
    let work = PendingWork()
    PendingWork.$current.withValue(work) {
      source.refresh()
      source.loadMore()
    }
    #expect(!source.isLoadingMore.value, "no next page while the first one reloads")
    try await firstPages.answer(.success(Page(items: ["fresh"], next: 1)))
    await work.settled()
    #expect(source.value.value == ["fresh"])
  }

  @Test func refreshCancelsAPageInFlight() async throws {
    let pages = Gate<Page<Int, Int>>()
    let source = PagedDataSource<Int, Int> { cursor in
      cursor == nil ? Page(items: [0], next: 1) : try await pages.load()
    }
    let work = PendingWork()  // the loads the test starts
    PendingWork.$current.withValue(work) { source.refresh() }
    await work.settled()
    #expect(source.value.value == [0])
    PendingWork.$current.withValue(work) { source.loadMore() }
    try await waitUntil { pages.calls > 0 }
    PendingWork.$current.withValue(work) { source.refresh() }
    try await waitUntil { pages.cancellations > 0 }
    await work.settled()
    #expect(source.value.value == [0])
    #expect(!source.isLoadingMore.value)
  }

  @Test func aLoadThatIgnoresCancellationStillTimesOutOnTime() async throws {
    let clock = ControllableClock()
    let release = DispatchSemaphore(value: 0)
    let source = DataSource<Int>(timeout: .seconds(1), clock: clock) {
      // A callback API wrapped without cancellation support.
      await withCheckedContinuation { continuation in
        // A thread of its own: blocked, it holds no worker the tasks under test need.
        Thread {
          release.wait()
          continuation.resume()
        }.start()
      }
      return 1
    }
    let work = PendingWork()  // the loads the test starts
    PendingWork.$current.withValue(work) { source.refresh() }
    await clock.advance(by: .seconds(1))
    await work.settled()
    #expect(source.phase.value == .timedOut)
    release.signal()
  }

  @Test func anOverriddenLoadTimesOutToo() async throws {
    let clock = ControllableClock()
    final class Slow: DataSource<Int> {
      override func load() async throws -> Int {
        try await suspendUntilCancelled()
        return 0
      }
    }
    let source = Slow(timeout: .milliseconds(500), clock: clock)
    let work = PendingWork()  // the loads the test starts
    PendingWork.$current.withValue(work) { source.refresh() }
    await clock.advance(by: .milliseconds(500))
    await work.settled()
    #expect(source.phase.value == .timedOut)
  }

  @Test func refreshingADerivedSourceOverASettableOneRunsItsTransformAgain() async throws {
    let fetches = Recorder<Void>()
    let url = SettableDataSource("https://example.com/songs")
    let work = PendingWork()  // the transform's runs the test starts
    let body = PendingWork.$current.withValue(work) {
      url.asyncMap { url -> String in
        fetches.record()
        return "\(url) #\(fetches.values.count)"
      }
    }
    await work.settled()
    #expect(body.value.value == "https://example.com/songs #1")
    PendingWork.$current.withValue(work) { body.refresh() }
    await work.settled()
    #expect(body.value.value == "https://example.com/songs #2")
  }

  @Test func aNewValueCancelsTheAsyncTransformInFlight() async throws {
    let gate = Gate<String>()
    let term = SettableDataSource("a")
    let results = term.asyncMap { _ in try await gate.load() }
    try await waitUntil { gate.calls > 0 }
    let work = PendingWork()  // the run for the newer value
    PendingWork.$current.withValue(work) { term.set("ab") }
    try await waitUntil { gate.cancellations > 0 }
    try await gate.answer(.success("for ab"))
    await work.settled()
    #expect(results.value.value == "for ab")
  }
}
