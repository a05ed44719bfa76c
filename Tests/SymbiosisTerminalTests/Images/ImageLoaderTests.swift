import Foundation
import Symbiosis
import SymbiosisTerminalImages
import SymbiosisTesting
import Synchronization
import Testing

@testable import SymbiosisTerminal

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ImageLoaderTests {
  let red = Bitmap(width: 2, height: 2, filling: RGBA(r: 255, g: 0, b: 0))
  let blue = Bitmap(width: 2, height: 2, filling: RGBA(r: 0, g: 0, b: 255))
  /// The views' loads, for the tests that must know a load has ended.
  let work = PendingWork()

  @Test func decodesDownloadedBytesAndDownloadsEachAddressOnceForViewsAskingTogether() async throws
  {
    let bytes = try fixturePNG()
    let download = Gate<[UInt8]>()
    let loader = ImageLoader { _ in try await download.load() }
    let views = (0..<3).map { _ in ImageView() }
    for view in views { view.load(URL(string: "https://example.com/a.png"), from: loader) }
    try await download.answer(.success(bytes))
    try await waitUntil { views.allSatisfy { $0.image != nil } }
    #expect(views.allSatisfy { $0.image == TestImages.fixturePattern() })
    #expect(download.calls == 1)
  }

  @Test func aLaterLoadReplacesOneStillRunning() async throws {
    let (slow, blue) = (Gate<Bitmap>(), blue)
    let loader = ImageLoader { url in url.lastPathComponent == "slow" ? try await slow.load() : blue
    }
    let view = ImageView()
    load(view, "https://example.com/slow", from: loader)
    try await waitUntil("the slow download to start") { slow.calls == 1 }
    load(view, "https://example.com/fast", from: loader)
    try await waitUntil { view.image != nil }
    try await slow.answer(.success(red))
    await work.settled()
    #expect(view.image == blue, "the slow, replaced picture never shows")
  }

  @Test func settingThePictureEndsALoadStillRunning() async throws {
    let slow = Gate<Bitmap>()
    let loader = ImageLoader { _ in try await slow.load() }
    let view = ImageView()
    load(view, "https://example.com/slow", from: loader)
    try await waitUntil("the slow download to start") { slow.calls == 1 }
    view.image = blue
    try await slow.answer(.success(red))
    await work.settled()
    #expect(view.image == blue, "the late picture does not replace the one set since")
  }

  /// A cell scrolled past before its load could start downloads nothing.
  @Test func aLoadReplacedInTheSameTurnDownloadsNothing() async throws {
    let (slow, blue) = (Gate<Bitmap>(), blue)
    let loader = ImageLoader { url in url.lastPathComponent == "slow" ? try await slow.load() : blue
    }
    let view = ImageView()
    load(view, "https://example.com/slow", from: loader)
    load(view, "https://example.com/fast", from: loader)
    await work.settled()
    #expect(view.image == blue)
    #expect(slow.calls == 0)
  }

  @Test func showsNothingForNoAddressOrAFailedLoadAndClearsThePreviousPicture() async throws {
    let red = red
    let loader = ImageLoader { url in
      guard url.host() == "good" else { throw URLError(.badServerResponse) }
      return red
    }
    let view = ImageView()
    view.load(URL(string: "https://good/a"), from: loader)
    try await waitUntil { view.image != nil }
    view.load(nil, from: loader)
    #expect(view.image == nil)
    view.load(URL(string: "https://good/a"), from: loader)
    try await waitUntil { view.image != nil }
    load(view, "https://bad/a", from: loader)
    #expect(view.image == nil, "a reused cell shows no stale picture while it loads")
    await work.settled()
    #expect(view.image == nil)
  }

  /// Searchy asks for the same covers on every search: one that failed is not downloaded again
  /// at once. On a clock that stands still: on the machine's, a main actor kept busy for a
  /// minute between two asks (a loaded machine, a test blocking it) forgot the failure.
  @Test func aFailedPictureIsNotDownloadedAgainRightAway() async throws {
    let calls = Mutex(0)
    let loader = ImageLoader(clock: ControllableClock()) { _ -> [UInt8] in
      calls.withLock { $0 += 1 }
      throw URLError(.badServerResponse)
    }
    let address = try #require(URL(string: "https://example.com/gone.png"))
    for _ in 0..<3 {
      await #expect(throws: URLError.self) { try await loader.image(at: address) }
    }
    #expect(calls.withLock { $0 } == 1)
  }

  /// A load whose one caller stopped waiting (its cell scrolled past) and that failed after is
  /// remembered all the same: the next search's ask downloads nothing. The failure was recorded
  /// by the callers once the load had answered them, so with none left it went unrecorded, and a
  /// caller coming between the answer and the record downloaded again.
  @Test func aFailureNoCallerWaitedForIsRememberedToo() async throws {
    let download = Gate<[UInt8]>()
    let loader = ImageLoader(clock: ControllableClock()) { _ in try await download.load() }
    let address = try #require(URL(string: "https://example.com/gone.png"))
    let scrolledPast = Task { try await loader.image(at: address) }
    try await waitUntil("the download to start") { download.calls == 1 }
    scrolledPast.cancel()
    await #expect(throws: CancellationError.self) { try await scrolledPast.value }
    try await download.answer(.failure(URLError(.badServerResponse)))
    try await waitUntil("the failure remembered") { loader.remembersFailure(at: address) }
    await #expect(throws: URLError.self) { try await loader.image(at: address) }
    #expect(download.calls == 1)
  }

  @Test func aFailedPictureIsTriedAgainOnceItsFailureIsForgotten() async throws {
    let clock = ControllableClock()
    let calls = Mutex(0)
    let loader = ImageLoader(failureMemory: .seconds(60), clock: clock) { _ -> [UInt8] in
      calls.withLock { $0 += 1 }
      throw URLError(.badServerResponse)
    }
    let address = try #require(URL(string: "https://example.com/gone.png"))
    await #expect(throws: URLError.self) { try await loader.image(at: address) }
    await clock.advance(by: .seconds(59))
    await #expect(throws: URLError.self) { try await loader.image(at: address) }
    #expect(calls.withLock { $0 } == 1)
    await clock.advance(by: .seconds(1))
    await #expect(throws: URLError.self) { try await loader.image(at: address) }
    #expect(calls.withLock { $0 } == 2)
  }

  @Test func badBytesBecomeADecodingErrorNotACrash() async throws {
    let loader = ImageLoader { _ in [0x89, 0x50, 0x4E, 0x47, 1, 2, 3] }
    await #expect(throws: ImageDecodingError.self) {
      try await loader.image(at: URL(string: "https://example.com/broken.png")!)
    }
  }

  private func fixturePNG() throws -> [UInt8] {
    let url = try #require(
      Bundle.module.url(forResource: "gradient16", withExtension: "png", subdirectory: "Fixtures"))
    return [UInt8](try Data(contentsOf: url))
  }

  /// Starts `view` loading `address`, its load tracked by ``work``, so that `work.settled()`
  /// returns once the load has shown its picture or given up.
  private func load(_ view: ImageView, _ address: String, from loader: ImageLoader) {
    PendingWork.$current.withValue(work) { view.load(URL(string: address), from: loader) }
  }
}
