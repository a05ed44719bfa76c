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
  /// Every distinct word of the songs, with the ascending positions of the songs that hold it,
  /// each shifted left by 3 over the fields holding the word (``title``, ``artist``, ``album``).
  private let index: [String: [UInt32]]
  private static let title: UInt32 = 1
  private static let artist: UInt32 = 2
  private static let album: UInt32 = 4

  /// The offline catalog: invented songs shipped in the iTunes Search API's JSON format, so that
  /// searching offline goes through the real service's decoder; none if the file were missing
  /// or unreadable. `SearchyBenchmarks` generates the file (`--write-catalog`).
  public static let catalog: [Song] = {
    let file = Bundle.module.url(forResource: "catalog", withExtension: "json")
    return (try? file.map { try Song.decodeResults(from: Data(contentsOf: $0)).songs }) ?? []
  }()

  /// Indexes `songs` once, so that a search costs about the number of songs it matches.
  public init(songs: [Song] = catalog, limit: Int = 200) {
    let fields = songs.map { song in
      [song.trackName, song.artistName, song.collectionName ?? ""].map(Self.words(of:))
    }
    let keys = fields.map { ($0[0].joined(separator: " "), $0[1].joined(separator: " ")) }
    let order = songs.indices.sorted { a, b in
      (keys[a].0, keys[a].1, songs[a].trackId) < (keys[b].0, keys[b].1, songs[b].trackId)
    }
    var index: [String: [UInt32]] = [:]
    for (position, song) in order.enumerated() {
      var held: [String: UInt32] = [:]
      for (field, words) in zip([Self.title, Self.artist, Self.album], fields[song]) {
        for word in words { held[word, default: 0] |= field }
      }
      for (word, fields) in held { index[word, default: []].append(UInt32(position) << 3 | fields) }
    }
    (self.songs, self.limit, self.index) = (order.map { songs[$0] }, limit, index)
  }

  /// The songs matching `term`, at most `limit`, most relevant first.
  public func search(_ term: String) async throws -> SearchResults { results(for: term) }

  /// The songs matching `term`, at most `limit`, most relevant first, without suspending.
  ///
  /// Only a term's first 254 words count, and its first 8 decide the ranking.
  public func results(for term: String) -> SearchResults {
    let prefixes = Self.words(of: term).prefix(254)
    guard !prefixes.isEmpty else { return [] }
    // For each song, one word: how many of the prefixes it has matched so far, in order (a
    // song reaches k once it has matched the first k), then a bit per prefix for each field it
    // matched in: title, artist, album. Scanning every word of the index is cheap, as songs
    // share a vocabulary far smaller than themselves.
    var matched = [UInt32](repeating: 0, count: songs.count)
    for (round, prefix) in prefixes.enumerated() {
      let (count, bit) = (UInt32(round), UInt32(round < 8 ? 1 << round : 0))
      for (word, entries) in index where word.hasPrefix(prefix) {
        for entry in entries {
          let song = Int(entry >> 3)
          var state = matched[song]
          if state & 0xFF == count { state += 1 }
          guard state & 0xFF == count + 1 else { continue }
          if entry & Self.title != 0 { state |= bit << 8 }
          if entry & Self.artist != 0 { state |= bit << 16 }
          if entry & Self.album != 0 { state |= bit << 24 }
          matched[song] = state
        }
      }
    }
    // Songs are kept in alphabetical order, so each relevance group fills in that order and no
    // sort is needed; once the first group is full, the rest are only counted.
    let (complete, all) = (UInt32(prefixes.count), UInt32(1 << min(prefixes.count, 8)) - 1)
    var groups: [[Song]] = [[], [], [], []]
    var matchCount = 0
    for (song, state) in matched.enumerated() where state & 0xFF == complete {
      matchCount += 1
      guard groups[0].count < limit else { continue }
      let group =
        state >> 8 & 0xFF == all ? 0 : state >> 16 & 0xFF == all ? 1 : state >> 24 == all ? 2 : 3
      if groups[group].count < limit { groups[group].append(songs[song]) }
    }
    return SearchResults(Array(groups.joined().prefix(limit)), matchCount: matchCount)
  }

  /// The words of `text` folded to lowercase without diacritics: "Café-Noir" → ["cafe", "noir"].
  static func words(of text: String) -> [String] {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .split { !$0.isLetter && !$0.isNumber }.map(String.init)
  }
}
