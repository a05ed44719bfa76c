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
    ids = ScratchPool.takeEmpty(ID.self, capacity: count)
  }

  /// Indexes every identity in `ids`, in order; returns the first one found twice, if any.
  ///
  /// Identities are hashed a batch at a time before any is inserted. With the slow hashing out
  /// of the way, the inserts of a batch are a short loop whose slot reads the processor overlaps:
  /// at 100,000 items the slots outgrow the cache, and those reads are most of the build.
  @inlinable
  mutating func indexAll() -> ID? {
    let batch = 64
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: batch) { homes -> ID? in
      var start = 0
      while start < ids.count {
        let end = min(start + batch, ids.count)
        for index in start..<end { homes[index - start] = ids[index].hashValue & mask }
        for index in start..<end where !insert(index, from: homes[index - start]) {
          return ids[index]
        }
        start = end
      }
      return nil
    }
  }

  /// Puts flat index `index` in the first free slot from `home`; false when its identity is
  /// already there.
  @inlinable
  mutating func insert(_ index: Int, from home: Int) -> Bool {
    var slot = home
    while true {
      let occupant = Int(slots[slot])
      if occupant < 0 {
        slots[slot] = Int32(truncatingIfNeeded: index)
        return true
      }
      if ids[occupant] == ids[index] { return false }
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
