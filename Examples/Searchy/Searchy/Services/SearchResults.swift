/// The songs a search found, with how many match in all and how many records of the answer
/// could not be read.
///
/// A collection of its songs, and written as an array literal where a test needs one. Two are
/// equal when they list the same songs with the same counts, whatever their terms.
public struct SearchResults: RandomAccessCollection, ExpressibleByArrayLiteral, Hashable, Sendable {
  /// The term these results answer, as searched (the model fills it in).
  public var term = ""
  /// The songs to show, in the service's order.
  public var songs: [Song]
  /// How many songs match in all: more than ``songs`` holds when the service capped its answer.
  public var matchCount: Int
  /// Records of the answer that were malformed and left out.
  public var skippedCount: Int

  /// `songs`, of `matchCount` matching songs (by default, just these), with `skippedCount`
  /// records left out.
  public init(_ songs: [Song], matchCount: Int? = nil, skippedCount: Int = 0) {
    self.songs = songs
    self.matchCount = Swift.max(matchCount ?? songs.count, songs.count)
    self.skippedCount = skippedCount
  }

  /// The songs listed.
  public init(arrayLiteral songs: Song...) { self.init(songs) }

  /// Whether the list shows fewer songs than match.
  public var isCapped: Bool { matchCount > songs.count }

  public var startIndex: Int { songs.startIndex }
  public var endIndex: Int { songs.endIndex }
  public subscript(position: Int) -> Song { songs[position] }

  public static func == (lhs: SearchResults, rhs: SearchResults) -> Bool {
    (lhs.songs, lhs.matchCount, lhs.skippedCount) == (rhs.songs, rhs.matchCount, rhs.skippedCount)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(songs)
    hasher.combine(matchCount)
    hasher.combine(skippedCount)
  }
}
