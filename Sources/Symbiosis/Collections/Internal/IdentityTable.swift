/// The old snapshot's item identities, looked up by identity: an open-addressing hash table
/// with linear probing over the flat item index.
///
/// It exists for speed. It hashes each identity once, keeps its probes in one array of 32-bit
/// slots, and never grows, where a `Dictionary` would keep keys and values apart and do more work
/// per call. After the old identities, it takes new ones while it has room, so that a new identity
/// used twice is found by the same probe that found it is not an old one.
@usableFromInline
struct IdentityTable<ID: Hashable> {
  /// Flat item indices, or -1 for an empty slot.
  @usableFromInline var slots: [Int32]
  /// Each item's identity, by flat index.
  @usableFromInline var ids: [ID] = []
  /// How many slots there are: exactly ``slotsPerIdentity`` for each identity the table is
  /// made for, not a power of two, so that the table is as full at every size: each collision
  /// reads an identity at random, which in a large table is out of the cache.
  @usableFromInline let size: Int
  /// The most identities the table takes: half its slots, so probes stay short.
  @inlinable var limit: Int { size / 2 }
  /// Four slots an identity, so a quarter full: fewer collisions than a fuller table, for
  /// 16 bytes an identity.
  @inlinable static var slotsPerIdentity: Int { 4 }

  /// A table with room for `count` identities.
  @inlinable
  init(capacity count: Int) {
    size = max(16, count * Self.slotsPerIdentity)
    slots = ScratchPool.take(size, repeating: -1)
    // Room for the new identities that ``indexAdding(_:)`` may add, so that it never copies.
    ids.reserveCapacity(limit)
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
        for index in start..<end { homes[index - start] = home(ids[index]) }
        if let repeated = insert(start..<end, from: UnsafeBufferPointer(homes)) {
          return ids[repeated]
        }
        start = end
      }
      return nil
    }
  }

  /// Puts the flat indices in `range` in their first free slots from `homes`; returns the first
  /// whose identity is already there.
  @inlinable
  mutating func insert(_ range: Range<Int>, from homes: UnsafeBufferPointer<Int>) -> Int? {
    // Through pointers, so that no write checks that the array is unique: the inserts are then
    // a short loop, and more of their cache misses overlap.
    ids.withUnsafeBufferPointer { ids in
      slots.withUnsafeMutableBufferPointer { slots in
        for index in range {
          let (slot, occupant) = Self.probe(
            slots, ids, for: ids[index], from: homes[index - range.lowerBound], size: size)
          guard occupant < 0 else { return index }
          slots[slot] = Int32(truncatingIfNeeded: index)
        }
        return nil
      }
    }
  }

  /// The index of `id`, adding it after the others when it is not there and the table is less
  /// than half full: one probe both finds an identity and records a new one.
  @inlinable
  mutating func indexAdding(_ id: ID) -> Lookup {
    let (slot, index) = Self.probe(slots, ids, for: id, from: home(id), size: size)
    if index >= 0 { return .found(index) }
    guard ids.count < limit else { return .full }
    slots[slot] = Int32(truncatingIfNeeded: ids.count)
    ids.append(id)
    return .added
  }

  /// The slot of `slots` holding `id` and its index in `ids`, or the first free slot from
  /// `home` and -1.
  ///
  /// Generic so that the build probes through pointers, and a lookup through the arrays
  /// themselves without the closure that pointers take.
  @inlinable
  static func probe<Slots: RandomAccessCollection<Int32>, IDs: RandomAccessCollection<ID>>(
    _ slots: Slots, _ ids: IDs, for id: ID, from home: Int, size: Int
  ) -> (slot: Int, index: Int) where Slots.Index == Int, IDs.Index == Int {
    var slot = home
    while true {
      let index = Int(slots[slot])
      if index < 0 || ids[index] == id { return (slot, index) }
      slot += 1
      if slot == size { slot = 0 }
    }
  }

  /// The slot where the probe for `id` starts: its hash scaled to the table's size, by the high
  /// half of a multiplication, as the size is not a power of two to mask with.
  @inlinable
  func home(_ id: ID) -> Int {
    let hash = UInt64(UInt(bitPattern: id.hashValue))
    return Int(truncatingIfNeeded: hash.multipliedFullWidth(by: UInt64(size)).high)
  }

  /// What ``indexAdding(_:)`` did.
  @usableFromInline
  enum Lookup {
    /// The identity was there, at this index.
    case found(Int)
    /// The identity was not there and now is, at the end.
    case added
    /// The identity was not there, and the table had no room to add it.
    case full
  }
}
