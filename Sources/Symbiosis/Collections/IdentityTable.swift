/// The old snapshot's item identities, looked up by identity: an open-addressing hash table
/// with linear probing over the flat item index.
///
/// It exists for speed. It hashes each identity once, keeps its probes in one small array of
/// 32-bit slots, and never grows, where a `Dictionary` would keep keys and values apart and do
/// more work per call. For 100,000 items this is a third of the diff's time.
@usableFromInline
struct IdentityTable<ID: Hashable> {
  /// Flat item indices, or -1 for an empty slot.
  @usableFromInline var slots: [Int32]
  /// Each item's identity, by flat index.
  @usableFromInline var ids: [ID] = []
  @usableFromInline let mask: Int

  /// A table with room for `count` identities.
  @inlinable
  init(capacity count: Int) {
    var size = 16
    while size < count * 2 { size <<= 1 }
    slots = ScratchPool.take(size, repeating: -1)
    mask = size - 1
    ids.reserveCapacity(count)
  }

  /// Adds `id` as the next flat index; false when it is already there.
  @inlinable
  mutating func append(_ id: ID) -> Bool {
    var slot = id.hashValue & mask
    while true {
      let index = Int(slots[slot])
      if index < 0 {
        slots[slot] = Int32(truncatingIfNeeded: ids.count)
        ids.append(id)
        return true
      }
      if ids[index] == id { return false }
      slot = (slot + 1) & mask
    }
  }

  /// The flat index of `id`, or nil.
  @inlinable
  func index(of id: ID) -> Int? {
    var slot = id.hashValue & mask
    while true {
      let index = Int(slots[slot])
      if index < 0 { return nil }
      if ids[index] == id { return index }
      slot = (slot + 1) & mask
    }
  }
}
