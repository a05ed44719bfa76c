import FlyingFox
import Foundation
import SymbiosisTesting
import Testing

@testable import Searchy

/// What a hostile server can make the client read: never more than the bound, counted after
/// gzip is undone, whether the body is a search answer or a cover. Each test ends when the client
/// gives up; the time limit only ends a hang.
@Suite("Download bounds", .timeLimit(.minutes(5)))
struct DownloadBoundTests {
  private static let limit = 256 << 10

  /// A search answer or a cover, fetched through one service.
  enum Fetch: String, CaseIterable, CustomTestStringConvertible {
    case answer, cover

    var testDescription: String { rawValue }

    func run(_ service: ITunesSearchService, at server: URL) async throws -> Int {
      switch self {
      case .answer: try await service.search("a").count
      case .cover: try await service.artwork(server.appending(path: "art/1.jpg")).count
      }
    }
  }

  private func service(_ url: URL) -> ITunesSearchService {
    ITunesSearchService(testing: url, maxResponseBytes: Self.limit)
  }

  @Test(arguments: Fetch.allCases)
  func anEndlessBodyStopsAtTheBound(fetch: Fetch) async throws {
    let sent = EndlessBody.Count()
    let cap = 256 << 20
    try await withLoopbackServer({ _ in
      HTTPResponse(
        statusCode: .ok,
        body: HTTPBodySequence(from: EndlessBody(cap: cap, sent: sent), suggestedBufferSize: 16_384)
      )
    }) { url, _ in
      await #expect(throws: SearchError.tooLarge(limit: Self.limit)) {
        try await fetch.run(service(url), at: url)
      }
    }
    // Past the bound the server could only fill the sockets' buffers (at most 4 MB to send and
    // 32 MB to receive on this loopback) before the client's close stopped it.
    #expect(sent.value < cap / 4)
  }

  @Test(arguments: Fetch.allCases)
  func aGzipBombStopsAtTheBoundOfWhatItInflatesTo(fetch: Fetch) async throws {
    let bomb = GzipBomb.zeros(copies: (8 << 20) / 258)
    #expect(bomb.count < Self.limit / 4)  // so only the inflated size can pass the bound
    try await withLoopbackServer({ _ in
      HTTPResponse(statusCode: .ok, headers: [.contentEncoding: "gzip"], body: bomb)
    }) { url, _ in
      await #expect(throws: SearchError.tooLarge(limit: Self.limit)) {
        try await fetch.run(service(url), at: url)
      }
    }
  }

  @Test func aGzipBodyWithinTheBoundIsReadInflated() async throws {
    let copies = (Self.limit - 1) / 258
    try await withLoopbackServer({ _ in
      HTTPResponse(
        statusCode: .ok, headers: [.contentEncoding: "gzip"], body: GzipBomb.zeros(copies: copies))
    }) { url, _ in
      let cover = try await service(url).artwork(url.appending(path: "art/1.jpg"))
      #expect(cover == [UInt8](repeating: 0, count: 1 + 258 * copies))
    }
  }

  @Test func anOversizedCoverFailsAtTheDefaultBound() async throws {
    let size = ITunesSearchService.defaultMaxResponseBytes * 2
    try await withLoopbackServer({ _ in HTTPResponse(statusCode: .ok, body: Data(count: size)) }) {
      url, _ in
      let error = await #expect(throws: SearchError.tooLarge(limit: 4 << 20)) {
        try await Fetch.cover.run(ITunesSearchService(testing: url), at: url)
      }
      #expect(error?.localizedDescription.contains("4 MB") == true)
    }
  }

  /// The bound holds to the byte, whether the server says the length or streams the body.
  @Test(arguments: [limit - 1, limit, limit + 1], [false, true])
  func aBodyUpToTheBoundIsReadWhole(size: Int, streamed: Bool) async throws {
    try await withLoopbackServer({ _ in
      streamed
        ? HTTPResponse(
          statusCode: .ok,
          body: HTTPBodySequence(from: EndlessBody(cap: size, sent: EndlessBody.Count())))
        : HTTPResponse(statusCode: .ok, body: Data(count: size))
    }) { url, _ in
      let expected = size <= Self.limit ? nil : SearchError.tooLarge(limit: Self.limit)
      do {
        let read = try await Fetch.cover.run(service(url), at: url)
        #expect(expected == nil && read == size)
      } catch {
        #expect(error as? SearchError == expected)
      }
    }
  }

  @Test func aCancelledDownloadOfAnEndlessBodyEnds() async throws {
    let sent = EndlessBody.Count()
    try await withLoopbackServer({ _ in
      HTTPResponse(
        statusCode: .ok, body: HTTPBodySequence(from: EndlessBody(cap: 64 << 20, sent: sent)))
    }) { url, _ in
      let service = ITunesSearchService(testing: url, maxResponseBytes: 1 << 30)
      let cover = Task { try await Fetch.cover.run(service, at: url) }
      try await waitUntil("the server to be sending") { sent.value > 0 }
      cover.cancel()
      await #expect(throws: CancellationError.self) { try await cover.value }
    }
  }

  @Test(arguments: [
    (1, "1 byte"), (100, "100 bytes"), (64 << 10, "64 KB"), (1536 << 10, "1.5 MB"),
    (4 << 20, "4 MB"),
  ])
  func theMessageNamesTheLimit(limit: Int, shown: String) {
    #expect(
      SearchError.tooLarge(limit: limit).localizedDescription
        == "The music service sent more than \(shown), the most Searchy reads.")
  }
}
