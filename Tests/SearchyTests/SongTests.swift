import Foundation
import Testing

@testable import Searchy

@Suite struct SongTests {
  @Test func decodesEveryFieldTheAppShowsFromARealResponse() throws {
    let songs = try Song.decodeResults(from: Data(ITunesFixture.twoSongs.utf8))
    #expect(songs.count == 2)
    let song = songs[0]
    #expect(song.id == 1_469_577_741)
    #expect(song.trackName == "Upside Down")
    #expect(song.artistName == "Harbor Lights")
    #expect(song.collectionName == "Paper Lanterns")
    #expect(song.collectionId == 1_469_577_723)
    #expect(song.primaryGenreName == "Rock")
    #expect(song.trackTimeMillis == 208_643)
    #expect(song.releaseDate == Date(timeIntervalSince1970: 1_305_529_200))
    #expect(song.artworkUrl100?.absoluteString.hasSuffix("/100x100bb.jpg") == true)
    #expect(song.previewUrl?.pathExtension == "m4a")
  }

  @Test @MainActor func theSongsPageListsEveryFact() throws {
    let songs = try Song.decodeResults(from: Data(ITunesFixture.twoSongs.utf8))
    let facts = SongDetailView.facts(of: songs[0]).split(separator: "\n").map(String.init)
    #expect(facts.prefix(2) == ["Upside Down", "by Harbor Lights"])
    #expect(facts.contains("Album   Paper Lanterns") && facts.contains("Genre   Rock"))
    #expect(facts.contains("Year    2011") && facts.contains("Length  3:28"))
    #expect(facts.contains { $0.hasPrefix("Preview https://audio-ssl.itunes.apple.com/") })
    let unknown = SongDetailView.facts(of: songs[1])
    #expect(unknown.contains("Album   —") && unknown.contains("Year    —"))
  }

  @Test func toleratesAResultWithoutTheOptionalFields() throws {
    let song = try Song.decodeResults(from: Data(ITunesFixture.twoSongs.utf8))[1]
    #expect(song.id == 42)
    #expect(song.trackName == "Single")
    #expect(song.collectionName == nil)
    #expect(song.artworkUrl100 == nil)
    #expect(song.previewUrl == nil)
    #expect(song.releaseDate == nil)
    #expect(song.trackTimeMillis == nil)
  }

  @Test(arguments: [
    ("<html>Bad Gateway</html>", "the data is not well-formed"),
    (#"{"resultCount":0}"#, "results is missing"),
  ])
  func malformedBodiesSayWhereTheyAreWrong(body: String, place: String) {
    #expect(throws: SearchError.malformed(place)) {
      try Song.decodeResults(from: Data(body.utf8))
    }
  }

  @Test func everyErrorHasAMessageWithItsDetail() {
    let message = { (error: SearchError) in error.localizedDescription }
    #expect(message(.network("connection refused")).contains("connection refused"))
    #expect(message(.http(status: 503)).contains("503"))
    #expect(message(.timeout).contains("too long"))
    #expect(message(.malformed("results[0].trackId")).contains("results[0].trackId"))
  }
}
