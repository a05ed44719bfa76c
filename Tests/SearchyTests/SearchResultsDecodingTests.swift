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
    #"{"trackId":2,"trackName":"c","artistName":7}"#,
    #"{"trackId":2,"trackName":"c"}"#,
    #"[1, 2]"#,
  ])
  func aMalformedRecordIsSkippedAndCounted(record: String) throws {
    let body = #"{"resultCount":3,"results":["# + "\(Self.good),\(record),\(Self.good)]}"
    let found = try Song.decodeResults(from: Data(body.utf8))
    #expect(found.map(\.id) == [1, 1])
    #expect(found.skippedCount == 1)
  }

  /// A record with every field the app shows, each one readable.
  private static let full = [
    "trackId": "2", "trackName": #""c""#, "artistName": #""d""#, "collectionName": #""e""#,
    "collectionId": "3", "artworkUrl100": #""https://is1.example/100x100bb.jpg""#,
    "previewUrl": #""https://audio.example/p.m4a""#, "primaryGenreName": #""Rock""#,
    "releaseDate": #""2011-05-16T07:00:00Z""#, "trackTimeMillis": "208643",
  ]

  /// The optional fields, read from a song.
  private static let optionalFields: [String: @Sendable (Song) -> AnyHashable?] = [
    "collectionName": { $0.collectionName }, "collectionId": { $0.collectionId },
    "artworkUrl100": { $0.artworkUrl100 }, "previewUrl": { $0.previewUrl },
    "primaryGenreName": { $0.primaryGenreName }, "releaseDate": { $0.releaseDate },
    "trackTimeMillis": { $0.trackTimeMillis },
  ]

  @Test(arguments: [
    ("artworkUrl100", #""""#), ("artworkUrl100", "42"), ("artworkUrl100", #""100x100bb.jpg""#),
    ("previewUrl", #""""#), ("releaseDate", #""May""#), ("releaseDate", "2011"),
    ("releaseDate", #""16/05/2011""#), ("trackTimeMillis", #""3:28""#),
    ("trackTimeMillis", "208.6"), ("collectionName", "[1]"), ("collectionId", #""x""#),
    ("primaryGenreName", "{}"),
  ])
  func aBadOptionalFieldIsMissingFromThatSongOnly(field: String, value: String) throws {
    let json = { (fields: [String: String]) in
      "{" + fields.map { #""\#($0.key)":\#($0.value)"# }.joined(separator: ",") + "}"
    }
    var bad = Self.full
    bad[field] = value
    let body =
      #"{"results":["# + [Self.good, json(bad), json(Self.full)].joined(separator: ",") + "]}"
    let found = try Song.decodeResults(from: Data(body.utf8))
    try #require(found.map(\.id) == [1, 2, 2])
    #expect(found.skippedCount == 0)
    let (song, whole) = (found[1], found[2])
    #expect(song.trackName == "c" && song.artistName == "d")
    for (name, read) in Self.optionalFields {
      #expect(read(whole) != nil)
      #expect(read(song) == (name == field ? nil : read(whole)), "\(name)")
    }
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
