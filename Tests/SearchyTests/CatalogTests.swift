import Foundation
import Testing

@testable import Searchy

@Suite struct CatalogTests {
  @Test func theEmbeddedCatalogHasAtLeast2000SongsWithUniqueIds() {
    #expect(CatalogSearchService.catalog.count >= 2_000)
    #expect(Set(CatalogSearchService.catalog.map(\.id)).count == CatalogSearchService.catalog.count)
  }

  @Test func isTheITunesFormatWithEveryFieldTheAppShows() throws {
    let file = try #require(Bundle.module.url(forResource: "catalog", withExtension: "json"))
    let body = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    let results = try #require(body["results"] as? [[String: Any]])
    #expect(body["resultCount"] as? Int == 2_400 && results.count == 2_400)
    let date = try #require(results.first?["releaseDate"] as? String)
    #expect(date.wholeMatch(of: /(19|20)\d\d-[01]\d-[0-3]\dT07:00:00Z/) != nil, "\(date)")
    #expect(
      results.allSatisfy { ($0["artworkUrl100"] as? String)?.hasPrefix("catalog-art://") == true })
    for song in CatalogSearchService.catalog {
      #expect(song.collectionName != nil && song.primaryGenreName != nil)
      #expect(song.releaseDate != nil && song.trackTimeMillis != nil && song.previewUrl != nil)
      let collection = try #require(song.collectionId)
      #expect(song.artworkUrl100 == URL(string: "catalog-art://\(collection)"))
    }
  }

  @Test func albumsShareArtistCoverAndReleaseDate() {
    let albums = Dictionary(grouping: CatalogSearchService.catalog) { $0.collectionId }
    #expect(albums.count >= 2_000 / 14)
    for songs in albums.values {
      #expect(Set(songs.map(\.artistName)).count == 1)
      #expect(Set(songs.map(\.releaseDate)).count == 1)
      #expect(Set(songs.map(\.artworkUrl100)).count == 1)
    }
  }
}
