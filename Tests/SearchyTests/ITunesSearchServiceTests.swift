import FlyingFox
import Foundation
import SymbiosisTesting
import Testing

@testable import Searchy

extension ITunesSearchService {
  /// A client of a loopback server whose own deadline never passes: its clock stands still.
  init(
    testing baseURL: URL, limit: Int = 50,
    maxResponseBytes: Int = ITunesSearchService.defaultMaxResponseBytes
  ) {
    self.init(
      baseURL: baseURL, limit: limit, maxResponseBytes: maxResponseBytes,
      clock: ControllableClock())
  }
}

/// Real requests to a real server on 127.0.0.1; the time limit only ends a hang, as no request
/// here has a deadline of its own but the one a test moves a clock past.
@Suite(.timeLimit(.minutes(5))) struct ITunesSearchServiceTests {
  @Test func sendsTheRealRequestWithThePercentEncodedTerm() async throws {
    let targets = try await withLoopbackServer({ _ in response(ITunesFixture.empty) }) { url, log in
      let service = ITunesSearchService(testing: url, limit: 25)
      _ = try await service.search("  Café & Crème+1 \t x ")
      return await log.targets
    }
    #expect(
      targets == [
        "/search?term=Caf%C3%A9%20%26%20Cr%C3%A8me%2B1%20x&media=music&entity=song&limit=25"
      ])
  }

  @Test func keepsThePathOfTheBaseURL() async throws {
    let targets = try await withLoopbackServer({ _ in response(ITunesFixture.empty) }) { url, log in
      _ = try await ITunesSearchService(testing: url.appending(path: "api")).search("a")
      return await log.targets
    }
    #expect(targets == ["/api/search?term=a&media=music&entity=song&limit=50"])
  }

  @Test func decodesARealResponse() async throws {
    let songs = try await withLoopbackServer({ _ in response(ITunesFixture.twoSongs) }) { url, _ in
      try await ITunesSearchService(testing: url).search("harbor")
    }
    #expect(songs == (try Song.decodeResults(from: Data(ITunesFixture.twoSongs.utf8))))
    #expect(songs.map(\.trackName) == ["Upside Down", "Single"])
  }

  @Test func anEmptyResponseIsNoSongs() async throws {
    let songs = try await withLoopbackServer({ _ in response(ITunesFixture.empty) }) { url, _ in
      try await ITunesSearchService(testing: url).search("nothing")
    }
    #expect(songs.isEmpty)
  }

  @Test func aBlankTermSendsNoRequest() async throws {
    let targets = try await withLoopbackServer({ _ in response(ITunesFixture.empty) }) { url, log in
      let found = try await ITunesSearchService(testing: url).search(" \n ")
      #expect(found.isEmpty)
      return await log.targets
    }
    #expect(targets.isEmpty)
  }

  @Test func aServerErrorIsAnHTTPError() async throws {
    try await withLoopbackServer({ _ in response("oops", status: .internalServerError) }) {
      url, _ in
      await #expect(throws: SearchError.http(status: 500)) {
        try await ITunesSearchService(testing: url).search("a")
      }
    }
  }

  @Test func aBodyThatIsNotTheAPIsJSONIsMalformed() async throws {
    try await withLoopbackServer({ request in
      response(request.query["term"] == "html" ? "<html></html>" : #"{"results":[{"trackId":1}]}"#)
    }) { url, _ in
      let service = ITunesSearchService(testing: url)
      await #expect(throws: SearchError.malformed("the data is not well-formed")) {
        try await service.search("html")
      }
      #expect((try? await service.search("partial"))?.skippedCount == 1)
    }
  }

  @Test func aSlowServerTimesOut() async throws {
    let clock = ControllableClock()
    try await withLoopbackServer({ _ in
      try await suspendUntilCancelled()
      return response(ITunesFixture.empty)
    }) { url, log in
      let service = ITunesSearchService(baseURL: url, timeout: .milliseconds(200), clock: clock)
      let search = Task { try await service.search("a") }
      // The deadline was set when the request was made, so the server has it by now.
      try await waitUntil("the request to reach the server") { await !log.targets.isEmpty }
      await clock.advance(by: .milliseconds(200))
      await #expect(throws: SearchError.timeout) { try await search.value }
    }
  }

  @Test func aCancelledSearchThrowsCancellationNotAFailure() async throws {
    try await withLoopbackServer({ _ in
      try await suspendUntilCancelled()
      return response(ITunesFixture.empty)
    }) { url, log in
      let search = Task { try await ITunesSearchService(testing: url).search("a") }
      try await waitUntil("the request to reach the server") { await !log.targets.isEmpty }
      search.cancel()
      await #expect(throws: CancellationError.self) { try await search.value }
    }
  }

  @Test func aRefusedConnectionIsANetworkErrorWithTheReason() async throws {
    // The port of a server that has stopped: nothing listens there any more.
    let closed = try await withLoopbackServer({ _ in response("") }) { url, _ in url }
    let error = await #expect(throws: SearchError.self) {
      try await ITunesSearchService(testing: closed).search("a")
    }
    guard case .network(let reason) = error else {
      Issue.record("expected a network error, got \(String(describing: error))")
      return
    }
    // curl on Linux: "Failed to connect to 127.0.0.1 port …: Couldn't connect to server".
    #expect(reason.localizedCaseInsensitiveContains("connect"))
  }

  @Test func downloadsArtworkBytes() async throws {
    let bytes = (0...255).map(UInt8.init) + [0, 255]
    try await withLoopbackServer({ request in
      request.path == "/art/1.jpg"
        ? HTTPResponse(statusCode: .ok, body: Data(bytes)) : HTTPResponse(statusCode: .notFound)
    }) { url, _ in
      let service = ITunesSearchService(testing: url)
      let downloaded = try await service.artwork(url.appending(path: "art/1.jpg"))
      #expect(downloaded == bytes)
      await #expect(throws: SearchError.http(status: 404)) {
        try await service.artwork(url.appending(path: "art/2.jpg"))
      }
    }
  }
}
