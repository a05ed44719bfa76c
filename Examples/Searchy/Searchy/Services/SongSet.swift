/// A set of song positions in a catalog, a bit a song: a union or an intersection of thousands
/// of songs costs one machine word per 64 songs, whatever the songs.
struct SongSet: Sendable {
  /// Bit `p % 64` of word `p / 64` holds position `p`.
  private(set) var words: [UInt64]

  /// An empty set of positions below `capacity`.
  init(capacity: Int) {
    words = [UInt64](repeating: 0, count: (capacity + 63) / 64)
  }

  /// Adds `position`, which must be below the capacity.
  mutating func insert(_ position: Int) {
    words[position / 64] |= 1 << UInt64(position % 64)
  }

  /// Gives `body` the words to change in place, without a bounds check per word.
  @inline(__always)
  mutating func withUnsafeMutableWords<Result>(
    _ body: (UnsafeMutableBufferPointer<UInt64>) -> Result
  ) -> Result {
    words.withUnsafeMutableBufferPointer { body($0) }
  }

  /// How many positions it holds.
  var count: Int {
    words.withUnsafeBufferPointer { words in
      var count = 0
      for word in words { count &+= word.nonzeroBitCount }
      return count
    }
  }

  /// Adds every position of `other`, a set of the same capacity.
  mutating func formUnion(_ other: SongSet) {
    combine(with: other, |)
  }

  /// Keeps only the positions `other`, a set of the same capacity, holds too.
  mutating func formIntersection(_ other: SongSet) {
    combine(with: other, &)
  }

  /// Sets each word to `operation` of it and `other`'s word, in a loop the compiler can
  /// vectorise.
  @inline(__always)
  private mutating func combine(with other: SongSet, _ operation: (UInt64, UInt64) -> UInt64) {
    precondition(words.count == other.words.count, "sets of different catalogs")
    other.words.withUnsafeBufferPointer { theirs in
      words.withUnsafeMutableBufferPointer { ours in
        for index in ours.indices { ours[index] = operation(ours[index], theirs[index]) }
      }
    }
  }
}
