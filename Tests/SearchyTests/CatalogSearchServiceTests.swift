import SymbiosisTesting
import Testing

@testable import Searchy

@Suite struct CatalogSearchServiceTests {
  let songs = [
    song(1, "Moonlight Drive", by: "The Velvet Canyons", on: "Night Roads"),
    song(2, "Café Society", by: "Léa Moreau", on: "Soirée"),
    song(3, "Blue Moon", by: "Otto Brandt", on: nil),
    song(4, "Harbor Song", by: "Léa Moreau", on: "Moonrise"),
    song(5, "Cafeteria", by: "Lunch Club", on: "Trays"),
  ]

  @Test func findsTitleArtistAndAlbumWordsByPrefixMostRelevantFirst() {
    let service = CatalogSearchService(songs: songs)
    #expect(service.results(for: "moon").map(\.id) == [3, 1, 4])
    #expect(service.results(for: "velvet").map(\.id) == [1])
    #expect(service.results(for: "roads").map(\.id) == [1])
  }

  @Test func ignoresCaseAndDiacriticsInTermAndSongs() {
    let service = CatalogSearchService(songs: songs)
    #expect(service.results(for: "MOON").map(\.id) == [3, 1, 4])
    #expect(service.results(for: "cafe").map(\.id) == [2, 5])
    #expect(service.results(for: "CAFÉ").map(\.id) == [2, 5])
    #expect(service.results(for: "soiree").map(\.id) == [2])
    #expect(service.results(for: "lea").map(\.id) == [2, 4])
  }

  @Test func everyWordMustMatchSomeField() {
    let service = CatalogSearchService(songs: songs)
    #expect(service.results(for: "lea moon").map(\.id) == [4])
    #expect(service.results(for: "  moon   BLUE ").map(\.id) == [3])
    #expect(service.results(for: "cafe club").map(\.id) == [5])
    #expect(service.results(for: "moon club").isEmpty)
  }

  @Test func matchesWordStartsOnly() {
    let service = CatalogSearchService(songs: songs)
    #expect(service.results(for: "oon").isEmpty)
    #expect(service.results(for: "light").isEmpty)
    #expect(service.results(for: "zebra").isEmpty)
  }

  @Test(arguments: ["", " ", "  \t\n ", "!?"])
  func aTermWithoutWordsFindsNothing(term: String) async throws {
    let service = CatalogSearchService(songs: songs)
    #expect(try await service.search(term).isEmpty)
  }

  @Test func returnsAtMostTheLimitFirstInOrder() {
    let service = CatalogSearchService(songs: songs, limit: 2)
    #expect(service.results(for: "moon").map(\.id) == [3, 1])
  }

  @Test func searchesTheEmbeddedCatalogByDefault() async throws {
    let found = try await CatalogSearchService().search("moon")
    #expect(!found.isEmpty)
    #expect(found.allSatisfy { Set(CatalogSearchService.catalog).contains($0) })
  }

  /// The index gives what checking every song of the embedded catalog gives.
  @Test func agreesWithAScanOfEverySong() {
    let service = CatalogSearchService(songs: CatalogSearchService.catalog, limit: .max)
    let fields = CatalogSearchService.catalog.map { song in
      CatalogSearchService.words(
        of: "\(song.trackName) \(song.artistName) \(song.collectionName ?? "")")
    }
    let vocabulary = Array(Set(fields.joined())).sorted()
    var random = SeededRandom(seed: 3)
    for _ in 0..<300 {
      let prefixes = (0..<Int.random(in: 1...3, using: &random)).map { _ in
        let word = vocabulary.randomElement(using: &random) ?? ""
        return String(word.prefix(Int.random(in: 1...word.count, using: &random)))
      }
      let expected = CatalogSearchService.catalog.indices.filter { index in
        prefixes.allSatisfy { prefix in fields[index].contains { $0.hasPrefix(prefix) } }
      }
      let term = prefixes.map { random.next() % 2 == 0 ? $0.uppercased() : $0 }.joined(
        separator: " ")
      let found = service.results(for: term).map(\.id)
      #expect(found.sorted() == expected.map { CatalogSearchService.catalog[$0].id }.sorted())
    }
  }
}

/// A song with only the fields search looks at.
func song(_ id: Int, _ title: String, by artist: String, on album: String?) -> Song {
  Song(
    trackId: id, trackName: title, artistName: artist, collectionName: album, collectionId: nil,
    artworkUrl100: nil, previewUrl: nil, primaryGenreName: nil, releaseDate: nil,
    trackTimeMillis: nil)
}
