import Foundation
import Testing

@testable import Searchy

@Suite("Malformed records")
struct SearchResultsDecodingTests {
  private static let good = #"{"trackId":1,"trackName":"a","artistName":"b"}"#

  @Test(arguments: [
    #"{"trackName":"c","artistName":"d"}"#,
    #"{"trackId":"2","trackName":"c","artistName":"d"}"#,
    #"{"trackId":2,"trackName":null,"artistName":"d"}"#,
    #"{"trackId":2,"trackName":"c","artistName":"d","releaseDate":"May"}"#,
    #"[1, 2]"#,
  ])
  func aMalformedRecordIsSkippedAndCounted(record: String) throws {
    let body = #"{"resultCount":3,"results":["# + "\(Self.good),\(record),\(Self.good)]}"
    let found = try Song.decodeResults(from: Data(body.utf8))
    #expect(found.map(\.id) == [1, 1])
    #expect(found.skippedCount == 1)
  }

  @Test func aServerAnswerWithABadRecordStillShowsTheOthers() async throws {
    let body = #"{"results":["# + Self.good + #",{"trackId":2},{"trackName":"x"}]}"#
    try await withLoopbackServer({ _ in response(body) }) { url, _ in
      let found = try await ITunesSearchService(baseURL: url).search("a")
      #expect(found.map(\.id) == [1])
      #expect(found.skippedCount == 2)
    }
  }
}
