import Foundation

/// Searches a list of songs offline: each word of the term must begin a word of the title, the
/// artist or the album, ignoring case and diacritics.
///
/// The most relevant songs come first: those whose title holds every word of the term, then
/// their artist, then their album, then those matching across fields; alphabetically by title
/// (then artist) within each group.
public struct CatalogSearchService: SearchService {
  /// The songs, alphabetically by title, then artist, then id.
  private let songs: [Song]
  private let limit: Int
  /// Every distinct word of the songs, with the songs (by position in ``songs``) that hold it.
  private let index: WordIndex

  /// The offline catalog: invented songs shipped in the iTunes Search API's JSON format, so that
  /// searching offline goes through the real service's decoder; none if the file were missing
  /// or unreadable. `SearchyBenchmarks` generates the file (`--write-catalog`).
  public static let catalog: [Song] = {
    let file = Bundle.module.url(forResource: "catalog", withExtension: "json")
    return (try? file.map { try Song.decodeResults(from: Data(contentsOf: $0)).songs }) ?? []
  }()

  /// Indexes `songs` once, so that a search costs about the words it matches, not the songs.
  public init(songs: [Song] = catalog, limit: Int = 200) {
    let fields = songs.map { song in
      [song.trackName, song.artistName, song.collectionName ?? ""].map(Self.words(of:))
    }
    let keys = fields.map { ($0[0].joined(separator: " "), $0[1].joined(separator: " ")) }
    let order = songs.indices.sorted { a, b in
      (keys[a].0, keys[a].1, songs[a].trackId) < (keys[b].0, keys[b].1, songs[b].trackId)
    }
    var entries: [String: [UInt32]] = [:]
    for (position, song) in order.enumerated() {
      var held: [String: UInt32] = [:]
      for (field, words) in zip([WordIndex.title, WordIndex.artist, WordIndex.album], fields[song])
      {
        for word in words { held[word, default: 0] |= field }
      }
      for (word, fields) in held {
        entries[word, default: []].append(UInt32(position) << 3 | fields)
      }
    }
    self.songs = order.map { songs[$0] }
    self.limit = limit
    index = WordIndex(songCount: songs.count, entries: entries)
  }

  /// The songs matching `term`, at most `limit`, most relevant first.
  public func search(_ term: String) async throws -> SearchResults { results(for: term) }

  /// The songs matching `term`, at most `limit`, most relevant first, without suspending.
  ///
  /// Only a term's first 254 words count, and its first 8 decide the ranking.
  public func results(for term: String) -> SearchResults {
    let prefixes = Self.words(of: term).prefix(254)
    guard !prefixes.isEmpty else { return [] }
    // The songs matching every prefix in some field, and those matching each of the first 8 in
    // their title, in their artist, in their album: sets of songs, so that a prefix held by
    // half the catalog costs a bit a song.
    var matching = SongSet(capacity: songs.count)
    var ranked = FieldMatches(capacity: songs.count)
    for (round, prefix) in prefixes.enumerated() {
      let found = index.songs(withWordsBeginning: prefix)
      if round == 0 {
        matching = found.any
        ranked = found
      } else {
        matching.formIntersection(found.any)
        if round < 8 { ranked.formIntersection(found) }
      }
    }
    return SearchResults(shown(matching, ranked: ranked), matchCount: matching.count)
  }

  /// The first `limit` songs of `matching` in order of relevance: those whose title matched
  /// every ranked prefix, then their artist, then their album, then the others. Songs are kept
  /// in alphabetical order, so each group is in order as it comes and no sort is needed.
  private func shown(_ matching: SongSet, ranked: FieldMatches) -> [Song] {
    var shown: [Song] = []
    let (all, title, artist, album) =
      (matching.words, ranked.title.words, ranked.artist.words, ranked.album.words)
    for group in 0..<4 {
      for index in all.indices {
        let (t, a, b) = (title[index], artist[index], album[index])
        var bits =
          switch group {
          case 0: all[index] & t
          case 1: all[index] & a & ~t
          case 2: all[index] & b & ~t & ~a
          default: all[index] & ~(t | a | b)
          }
        while bits != 0 {
          guard shown.count < limit else { return shown }
          shown.append(songs[index * 64 + bits.trailingZeroBitCount])
          bits &= bits - 1
        }
      }
    }
    return shown
  }

  /// The words of `text` folded to lowercase without diacritics: "Café-Noir" → ["cafe", "noir"].
  static func words(of text: String) -> [String] {
    asciiWords(of: text) ?? foldedWords(of: text)
  }

  /// The words of any text, folded by Foundation.
  static func foldedWords(of text: String) -> [String] {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .split { !$0.isLetter && !$0.isNumber }.map(String.init)
  }

  /// The words of `text` when it is all ASCII, as ``foldedWords(of:)`` gives them, without
  /// Foundation: folding only lowercases ASCII, whose letters and digits are A to Z and 0 to 9;
  /// `nil` for any other text.
  static func asciiWords(of text: String) -> [String]? {
    guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
    var words: [String] = []
    var word: [UInt8] = []
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte + 32)
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        word.append(byte)
      default:
        guard !word.isEmpty else { continue }
        words.append(String(decoding: word, as: UTF8.self))
        word.removeAll(keepingCapacity: true)
      }
    }
    if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
    return words
  }
}
