import SymbiosisTesting
import Testing

@testable import Searchy

/// The index against the search's definition, checked song by song: random catalogs large
/// enough that common words are kept as sets and rare ones as lists, with words in several
/// scripts, and terms of one to ten words.
@Suite struct CatalogSearchOracleTests {
  /// Words sharing beginnings, a few not ASCII, some made of two words of the search.
  static let vocabulary = [
    "moon", "mood", "moonlight", "m", "river", "riverside", "gold", "golden", "go", "blue",
    "Café", "cafe", "Soirée", "naïve", "Ñandú", "straße", "Öl", "東京", "song", "songs", "a",
    "a1", "42", "rain-maker", "Rock'n'roll",
  ]

  @Test func aSearchShowsTheFirstOfEveryMatchInOrderOfRelevanceAndCountsThemAll() {
    var random = SeededRandom(seed: 22)
    for _ in 0..<40 {
      let size = Int.random(in: 0...400, using: &random)
      let songs = (0..<size).map { id in
        // Common words, and now and then one of a few songs' own ("x17" for song 17): an
        // index keeps common words' songs as sets and rare words' as lists.
        let pick = { Int.random(in: 0..<8, using: &random) == 0 ? "x\(id)" : Self.word(&random) }
        let phrase = { (count: Int) in (0..<count).map { _ in pick() }.joined(separator: " ") }
        return song(
          id, phrase(Int.random(in: 1...3, using: &random)),
          by: phrase(Int.random(in: 1...2, using: &random)),
          on: Bool.random(using: &random) ? phrase(Int.random(in: 1...3, using: &random)) : nil)
      }
      let limit = [1, 7, 64, 200, .max].randomElement(using: &random) ?? 200
      let service = CatalogSearchService(songs: songs, limit: limit)
      for _ in 0..<25 {
        let words = [1, 1, 2, 2, 3, 4, 10].randomElement(using: &random) ?? 1
        let term = (0..<words).map { _ in
          let word =
            Int.random(in: 0..<4, using: &random) == 0 ? "x\(size / 3)" : Self.word(&random)
          let cut = String(word.prefix(Int.random(in: 1...word.count, using: &random)))
          return Bool.random(using: &random) ? cut.uppercased() : cut
        }.joined(separator: " ")
        let expected = Self.search(term, in: songs)
        let found = service.results(for: term)
        #expect(found.map(\.id) == Array(expected.prefix(limit)), "\(term)")
        #expect(found.matchCount == expected.count, "\(term)")
      }
    }
  }

  /// A word of the vocabulary.
  static func word(_ random: inout SeededRandom) -> String {
    vocabulary.randomElement(using: &random) ?? ""
  }

  /// The search as the service defines it, song by song: a song matches when each word of the
  /// term begins a word of its title, artist or album; those whose title holds each of the
  /// first 8 come first, then their artist, then their album, then the others, each group in
  /// the order of the title's words, the artist's words and the id.
  static func search(_ term: String, in songs: [Song]) -> [Int] {
    let prefixes = Array(CatalogSearchService.words(of: term).prefix(254))
    guard !prefixes.isEmpty else { return [] }
    let ranked = prefixes.prefix(8)
    let matches = songs.compactMap { song -> (group: Int, key: [String], id: Int)? in
      let fields = [song.trackName, song.artistName, song.collectionName ?? ""].map(
        CatalogSearchService.words(of:))
      let holds = { (words: [String], prefix: String) in words.contains { $0.hasPrefix(prefix) } }
      guard prefixes.allSatisfy({ prefix in fields.contains { holds($0, prefix) } }) else {
        return nil
      }
      let group =
        fields.indices.first { field in ranked.allSatisfy { holds(fields[field], $0) } } ?? 3
      let key = [fields[0].joined(separator: " "), fields[1].joined(separator: " ")]
      return (group, key, song.id)
    }
    return matches.sorted { a, b in
      (a.group, a.key[0], a.key[1], a.id) < (b.group, b.key[0], b.key[1], b.id)
    }.map(\.id)
  }
}

@Suite struct CatalogWordsTests {
  /// Every ASCII character, in random texts, splits and folds as Foundation folds it.
  @Test func asciiTextHasTheWordsFoldingGives() {
    var random = SeededRandom(seed: 7)
    let characters = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
    for length in 0..<400 {
      let text = String(
        (0..<length % 40).map { _ in characters.randomElement(using: &random) ?? " " })
      #expect(
        CatalogSearchService.asciiWords(of: text) == CatalogSearchService.foldedWords(of: text))
    }
    let all = String(characters)
    #expect(CatalogSearchService.asciiWords(of: all) == CatalogSearchService.foldedWords(of: all))
  }

  @Test func otherTextIsFoldedByFoundation() {
    #expect(CatalogSearchService.asciiWords(of: "Café-Noir") == nil)
    #expect(CatalogSearchService.words(of: "Café-Noir") == ["cafe", "noir"])
  }
}
