import Foundation
import SymbiosisTesting
import Testing

@testable import Searchy

@Suite struct CatalogTests {
  @Test func theEmbeddedCatalogHasAtLeast2000SongsWithUniqueIds() {
    #expect(Catalog.songs.count >= 2_000)
    #expect(Set(Catalog.songs.map(\.id)).count == Catalog.songs.count)
  }

  @Test func generationIsDeterministicForASeedAndVariesWithIt() {
    // Compared outside #expect, whose report of two large unequal values takes minutes.
    let sameJSON = Catalog.json(count: 500) == Catalog.json(count: 500)
    let sameSongs = Catalog.generated(count: 2_400) == Catalog.songs
    #expect(sameJSON)
    #expect(sameSongs)
    #expect(Catalog.generated(count: 50, seed: 1) != Catalog.generated(count: 50, seed: 2))
  }

  @Test func givesExactlyTheCountAskedFor() {
    var random = SeededRandom(seed: 6)
    for count in [0, 1, 7, 8, 15] + (0..<20).map({ _ in Int.random(in: 0...400, using: &random) }) {
      #expect(Catalog.generated(count: count).count == count)
    }
  }

  @Test func isTheITunesFormatWithEveryFieldTheAppShows() throws {
    let body = try #require(
      try JSONSerialization.jsonObject(with: Catalog.json(count: 3)) as? [String: Any])
    let results = try #require(body["results"] as? [[String: Any]])
    #expect(body["resultCount"] as? Int == 3)
    let date = try #require(results.first?["releaseDate"] as? String)
    #expect(date.wholeMatch(of: /(19|20)\d\d-[01]\d-[0-3]\dT07:00:00Z/) != nil, "\(date)")
    #expect(
      results.allSatisfy { ($0["artworkUrl100"] as? String)?.hasPrefix("catalog-art://") == true })
    for song in Catalog.songs {
      #expect(song.collectionName != nil && song.primaryGenreName != nil)
      #expect(song.releaseDate != nil && song.trackTimeMillis != nil && song.previewUrl != nil)
      let collection = try #require(song.collectionId)
      #expect(song.artworkUrl100 == URL(string: "catalog-art://\(collection)"))
    }
  }

  @Test func albumsShareArtistCoverAndReleaseDate() {
    let albums = Dictionary(grouping: Catalog.songs) { $0.collectionId }
    #expect(albums.count >= 2_000 / 14)
    for songs in albums.values {
      #expect(Set(songs.map(\.artistName)).count == 1)
      #expect(Set(songs.map(\.releaseDate)).count == 1)
      #expect(Set(songs.map(\.artworkUrl100)).count == 1)
    }
  }
}
