/// Every distinct word of a catalog's songs, with the songs holding it in each field, found by
/// the prefixes a search term's words are.
///
/// A word held by many songs keeps them as a ``FieldMatches`` of bit sets, so that a search
/// for a common prefix ("m") unites a few bit sets instead of visiting tens of thousands of
/// songs; a rarer word keeps its songs' positions, which take less room.
struct WordIndex: Sendable {
  /// The field bit of an entry for a word in the title.
  static let title: UInt32 = 1
  /// The field bit of an entry for a word in the artist.
  static let artist: UInt32 = 2
  /// The field bit of an entry for a word in the album.
  static let album: UInt32 = 4

  /// The songs holding a word.
  enum Songs: Sendable {
    /// Ascending entries, each a song's position shifted left by 3 over its field bits.
    case entries([UInt32])
    /// The songs holding it in each field.
    case sets(FieldMatches)
  }

  /// How many songs the catalog holds.
  let songCount: Int
  /// The words of ASCII letters and digits, in ascending order: those beginning with an ASCII
  /// prefix are side by side.
  private let asciiWords: [String]
  private let asciiSongs: [Songs]
  /// The other words, which a prefix may begin without sharing its bytes (by canonical
  /// equivalence), so each is checked.
  private let otherWords: [String]
  private let otherSongs: [Songs]

  /// An index of `songCount` songs from each word's ascending entries.
  init(songCount: Int, entries: [String: [UInt32]]) {
    self.songCount = songCount
    // A word's entries take 4 bytes a song; its three sets take 3 bits a song of the catalog.
    // Sets are far quicker to unite, so a word takes them once they take at most 3 times the
    // room of its entries.
    let denseFrom = max(1, songCount / 32)
    func songs(_ entries: [UInt32]) -> Songs {
      guard entries.count >= denseFrom else { return .entries(entries) }
      var sets = FieldMatches(capacity: songCount)
      sets.insert(entries)
      return .sets(sets)
    }
    let ascii = entries.keys.filter { $0.utf8.allSatisfy { $0 < 0x80 } }.sorted()
    let other = entries.keys.filter { $0.utf8.contains { $0 >= 0x80 } }
    asciiWords = ascii
    asciiSongs = ascii.map { songs(entries[$0] ?? []) }
    otherWords = other
    otherSongs = other.map { songs(entries[$0] ?? []) }
  }

  /// The songs holding, in each field, a word that begins with `prefix`.
  func songs(withWordsBeginning prefix: String) -> FieldMatches {
    var found = FieldMatches(capacity: songCount)
    func add(_ songs: Songs) {
      switch songs {
      case .entries(let entries): found.insert(entries)
      case .sets(let sets): found.formUnion(sets)
      }
    }
    if prefix.utf8.allSatisfy({ $0 < 0x80 }) {
      // An ASCII word begins with an ASCII prefix when its bytes do: the words from the first
      // one not below the prefix, while they begin with it.
      var index = firstASCIIWord(notBelow: prefix)
      while index < asciiWords.count, asciiWords[index].hasPrefix(prefix) {
        add(asciiSongs[index])
        index += 1
      }
    } else {
      for (word, songs) in zip(asciiWords, asciiSongs) where word.hasPrefix(prefix) { add(songs) }
    }
    for (word, songs) in zip(otherWords, otherSongs) where word.hasPrefix(prefix) { add(songs) }
    return found
  }

  /// The position of the first ASCII word not below `prefix`, by binary search.
  private func firstASCIIWord(notBelow prefix: String) -> Int {
    var (low, high) = (0, asciiWords.count)
    while low < high {
      let middle = (low + high) / 2
      if asciiWords[middle] < prefix { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
