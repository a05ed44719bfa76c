/// The folded words of a song's title, artist and album, to rank how well a term matches it.
struct SongWords: Sendable {
  let title: [String]
  let artist: [String]
  let album: [String]

  /// The title's words, then the artist's: what songs are ordered by alphabetically.
  var sortKey: String { (title + ["\u{0}"] + artist).joined(separator: " ") }

  /// Where a term's words are found, the most relevant first.
  enum Match: Int, CaseIterable {
    case title, artist, album, acrossFields
  }

  /// The first field holding a word starting with each of `prefixes`, or ``Match/acrossFields``.
  func match(_ prefixes: [String]) -> Match {
    let holdsAll = { (words: [String]) in
      prefixes.allSatisfy { prefix in words.contains { $0.hasPrefix(prefix) } }
    }
    if holdsAll(title) { return .title }
    if holdsAll(artist) { return .artist }
    if holdsAll(album) { return .album }
    return .acrossFields
  }
}
