/// The songs a search found for a term, with how many match in all and how many records of the
/// answer could not be read.
///
/// A collection of its songs, and written as an array literal where a test needs one. The term
/// is part of the value: the same songs found for another term are another answer, which the
/// screen must not take for this one.
public struct SearchResults: RandomAccessCollection, ExpressibleByArrayLiteral, Hashable, Sendable {
  /// The term these results answer, as searched (the model fills it in).
  public var term: String
  /// The songs to show, in the service's order.
  public var songs: [Song]
  /// How many songs match in all: more than ``songs`` holds when the service capped its answer.
  public var matchCount: Int
  /// Records of the answer that were malformed and left out.
  public var skippedCount: Int

  /// `songs` found for `term`, of `matchCount` matching songs (by default, just these), with
  /// `skippedCount` records left out.
  public init(
    _ songs: [Song], term: String = "", matchCount: Int? = nil, skippedCount: Int = 0
  ) {
    self.term = term
    self.songs = songs
    self.matchCount = Swift.max(matchCount ?? songs.count, songs.count)
    self.skippedCount = skippedCount
  }

  /// The songs listed.
  public init(arrayLiteral songs: Song...) { self.init(songs) }

  /// Whether the list shows fewer songs than match.
  public var isCapped: Bool { matchCount > songs.count }

  /// The position of the first song.
  public var startIndex: Int { songs.startIndex }
  /// The position after the last song.
  public var endIndex: Int { songs.endIndex }
  /// The song at `position`.
  public subscript(position: Int) -> Song { songs[position] }
}
