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
  /// Every distinct word of the songs, with the ascending positions of the songs that hold it.
  private let index: [String: [Int32]]
  /// The words of each song's title, artist and album, by position, for ranking matches.
  private let fields: [SongWords]

  /// The offline catalog: invented songs shipped in the iTunes Search API's JSON format, so that
  /// searching offline goes through the real service's decoder; none if the file were missing
  /// or unreadable. `SearchyBenchmarks` generates the file (`--write-catalog`).
  public static let catalog: [Song] = {
    let file = Bundle.module.url(forResource: "catalog", withExtension: "json")
    return (try? file.map { try Song.decodeResults(from: Data(contentsOf: $0)).songs }) ?? []
  }()

  /// Indexes `songs` once, so that a search costs about the number of songs it matches.
  public init(songs: [Song] = catalog, limit: Int = 200) {
    let keyed = songs.map { song in
      (
        song,
        SongWords(
          title: Self.words(of: song.trackName), artist: Self.words(of: song.artistName),
          album: Self.words(of: song.collectionName ?? ""))
      )
    }.sorted { a, b in
      (a.1.sortKey, a.0.trackId) < (b.1.sortKey, b.0.trackId)
    }
    var index: [String: [Int32]] = [:]
    for (position, (_, words)) in keyed.enumerated() {
      for word in Set(words.title + words.artist + words.album) {
        index[word, default: []].append(Int32(position))
      }
    }
    (self.songs, self.fields) = (keyed.map(\.0), keyed.map(\.1))
    (self.limit, self.index) = (limit, index)
  }

  /// The songs matching `term`, at most `limit`, most relevant first.
  public func search(_ term: String) async throws -> SearchResults { results(for: term) }

  /// The songs matching `term`, at most `limit`, most relevant first, without suspending.
  public func results(for term: String) -> SearchResults {
    let prefixes = Self.words(of: term)
    guard !prefixes.isEmpty else { return [] }
    // A song's count reaches k once it has matched the first k prefixes; scanning every word
    // is cheap, as songs share a vocabulary far smaller than themselves.
    var counts = [Int](repeating: 0, count: songs.count)
    for (round, prefix) in prefixes.enumerated() {
      for (word, positions) in index where word.hasPrefix(prefix) {
        for song in positions where counts[Int(song)] == round { counts[Int(song)] = round + 1 }
      }
    }
    // Songs are kept in alphabetical order, so each relevance group fills in that order and
    // no sort is needed; once the first group is full, the rest are only counted.
    var groups = [[Song]](repeating: [], count: SongWords.Match.allCases.count)
    var matchCount = 0
    for position in counts.indices where counts[position] == prefixes.count {
      matchCount += 1
      guard groups[0].count < limit else { continue }
      let group = fields[position].match(prefixes).rawValue
      if groups[group].count < limit { groups[group].append(songs[position]) }
    }
    return SearchResults(Array(groups.joined().prefix(limit)), matchCount: matchCount)
  }

  /// The words of `text` folded to lowercase without diacritics: "Café-Noir" → ["cafe", "noir"].
  static func words(of text: String) -> [String] {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .split { !$0.isLetter && !$0.isNumber }.map(String.init)
  }
}
