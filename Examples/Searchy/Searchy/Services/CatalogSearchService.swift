import Foundation

/// Searches a list of songs offline: each word of the term must begin a word of the title, the
/// artist or the album, ignoring case and diacritics. Results keep the list's order.
public struct CatalogSearchService: SearchService {
  private let songs: [Song]
  private let limit: Int
  /// Every distinct word of the songs, with the ascending positions of the songs that hold it.
  private let index: [String: [Int32]]

  /// The offline catalog: 2,400 invented songs shipped in the iTunes Search API's JSON format, so
  /// that searching offline goes through the real service's decoder; none if the file were
  /// missing or unreadable. `SearchyBenchmarks` generates the file (`--write-catalog`).
  public static let catalog: [Song] = {
    let file = Bundle.module.url(forResource: "catalog", withExtension: "json")
    return (try? file.map { try Song.decodeResults(from: Data(contentsOf: $0)) }) ?? []
  }()

  /// Indexes `songs` once, so that a search costs about the number of songs it matches.
  public init(songs: [Song] = catalog, limit: Int = 200) {
    var index: [String: [Int32]] = [:]
    for (position, song) in songs.enumerated() {
      let text = "\(song.trackName) \(song.artistName) \(song.collectionName ?? "")"
      for word in Set(Self.words(of: text)) { index[word, default: []].append(Int32(position)) }
    }
    (self.songs, self.limit, self.index) = (songs, limit, index)
  }

  /// The songs matching `term`, at most `limit`.
  public func search(_ term: String) async throws -> [Song] { results(for: term) }

  /// The songs matching `term`, at most `limit`, without suspending.
  public func results(for term: String) -> [Song] {
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
    let matches = counts.indices.lazy.filter { counts[$0] == prefixes.count }.prefix(limit)
    return matches.map { songs[$0] }
  }

  /// The words of `text` folded to lowercase without diacritics: "Café-Noir" → ["cafe", "noir"].
  static func words(of text: String) -> [String] {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .split { !$0.isLetter && !$0.isNumber }.map(String.init)
  }
}
