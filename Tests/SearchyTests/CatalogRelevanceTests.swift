import SymbiosisTesting
import Testing

@testable import Searchy

@Suite("The catalog's order and contents")
struct CatalogRelevanceTests {
  @Test func titleMatchesComeBeforeArtistThenAlbumMatchesAlphabeticallyWithin() {
    let service = CatalogSearchService(songs: [
      song(1, "Harbor", by: "Golden Boys", on: "Sea"),
      song(2, "Zebra", by: "Otto", on: "Golden Hits"),
      song(3, "Golden Hour", by: "Kacey", on: "Sun"),
      song(4, "Golden", by: "Harry", on: "Fine Line"),
      song(5, "Amber", by: "Golden Girls", on: "Golden"),
    ])
    // Titles "Golden" < "Golden Hour"; artists by title "Amber" < "Harbor"; then the album.
    #expect(service.results(for: "golden").map(\.id) == [4, 3, 5, 1, 2])
    // Words across fields come last.
    #expect(service.results(for: "golden harb").map(\.id) == [1])
    #expect(service.results(for: "zebra hits").map(\.id) == [2])
  }

  @Test func aCappedListSaysHowManyMatchInAll() {
    let songs = (0..<517).map { song($0, "Moon \($0)", by: "Artist", on: nil) }
    let found = CatalogSearchService(songs: songs, limit: 200).results(for: "moon")
    #expect(found.count == 200)
    #expect(found.matchCount == 517)
    #expect(found.isCapped)
    let all = CatalogSearchService(songs: songs, limit: 1_000).results(for: "moon")
    #expect(all.count == 517 && all.matchCount == 517 && !all.isCapped)
  }

  /// Whatever the songs and the term, the first `limit` of the full ranking are shown, and the
  /// count is that of every match.
  @Test func aLimitKeepsTheMostRelevantAndCountsEveryMatch() {
    var random = SeededRandom(seed: 18)
    let words = ["moon", "river", "gold", "golden", "blue", "mood", "rain"]
    for _ in 0..<100 {
      let songs = (0..<Int.random(in: 0...40, using: &random)).map { id in
        let pick = { words.randomElement(using: &random) ?? "" }
        return song(
          id, "\(pick()) \(pick())", by: pick(), on: Bool.random(using: &random) ? pick() : nil)
      }
      let term = String(
        (words.randomElement(using: &random) ?? "").prefix(Int.random(in: 1...3, using: &random)))
      let full = CatalogSearchService(songs: songs, limit: .max).results(for: term)
      let limit = Int.random(in: 1...10, using: &random)
      let capped = CatalogSearchService(songs: songs, limit: limit).results(for: term)
      #expect(capped.songs == Array(full.songs.prefix(limit)))
      #expect(capped.matchCount == full.count)
    }
  }

  @Test func theShippedCatalogHasNoDuplicateSongs() {
    let catalog = CatalogSearchService.catalog
    let songs = Set(catalog.map { "\($0.artistName)\u{0}\($0.trackName)" })
    #expect(songs.count == catalog.count)
  }
}
