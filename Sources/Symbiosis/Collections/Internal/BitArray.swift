/// A fixed number of flags, one bit each: the diff's marks on old items.
///
/// At 100,000 items a bit a flag is 12.5 KB, which stays in the cache beside the identity table,
/// where 32-bit marks were 400 KB streamed through it.
@usableFromInline
struct BitArray {
  @usableFromInline var words: [UInt64]

  /// `count` flags, all clear.
  @inlinable
  init(count: Int) {
    words = Array(repeating: 0, count: (count + 63) >> 6)
  }

  /// Sets flag `index`; false when it was already set.
  @inlinable @discardableResult
  mutating func insert(_ index: Int) -> Bool {
    let bit: UInt64 = 1 << UInt64(index & 63)
    let word = words[index >> 6]
    words[index >> 6] = word | bit
    return word & bit == 0
  }

  /// Whether flag `index` is set.
  @inlinable
  func contains(_ index: Int) -> Bool {
    words[index >> 6] & (1 << UInt64(index & 63)) != 0
  }
}
