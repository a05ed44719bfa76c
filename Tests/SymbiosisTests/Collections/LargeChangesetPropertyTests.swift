import Symbiosis
import SymbiosisTesting
import Testing

/// A row identified by a string, so that diffs of two identity types share the scratch memory.
struct NamedRow: Identifiable, Equatable, Sendable {
  let id: String
  var content = 0
}

/// Lists of thousands of items, edited the way the benchmarks edit them: the diff's batched
/// table build, its look-ahead past deletions and its reused memory at the sizes they are for.
@Suite("Changeset properties, large lists")
struct LargeChangesetPropertyTests {
  /// `old` with random removals, insertions of fresh items, moves and content updates.
  static func edited<Item>(
    _ old: [Item], fresh: (Int) -> Item, update: (inout Item) -> Void,
    random: inout SeededRandom
  ) -> [Item] {
    var new = old
    let count = old.count
    for _ in 0..<Int.random(in: 0...count / 5, using: &random) where !new.isEmpty {
      new.remove(at: Int.random(in: new.indices, using: &random))
    }
    for index in 0..<Int.random(in: 0...count / 5, using: &random) {
      new.insert(fresh(count + index), at: Int.random(in: 0...new.count, using: &random))
    }
    for _ in 0..<Int.random(in: 0...count / 20, using: &random) where !new.isEmpty {
      let item = new.remove(at: Int.random(in: new.indices, using: &random))
      new.insert(item, at: Int.random(in: 0...new.count, using: &random))
    }
    for _ in 0..<Int.random(in: 0...count / 10, using: &random) where !new.isEmpty {
      update(&new[Int.random(in: new.indices, using: &random)])
    }
    return new
  }

  /// Whether the changeset from `old` to `new` turns `old` into `new` in a consistent batch.
  static func check<Item: Identifiable & Equatable>(_ old: [Item], _ new: [Item]) throws {
    let (before, after) = (
      [Section<Int, String, Item>(id: 0, items: old)], [Section(id: 0, items: new)]
    )
    let changes = try Changeset(from: before, to: after)
    #expect(try BatchUpdateSimulator(final: after).apply(changes, to: before) == after)
  }

  @Test func editedListsOfThousandsApplyExactlyWhateverTheIdentityType() throws {
    var random = SeededRandom(seed: 2_026)
    for _ in 0..<30 {
      let count = Int.random(in: 100...4_000, using: &random)
      let rows = (0..<count).map { Row(id: $0) }
      try Self.check(
        rows,
        Self.edited(rows, fresh: { Row(id: $0) }, update: { $0.content += 1 }, random: &random))
      let named = (0..<count).map { NamedRow(id: "song-\($0)") }
      try Self.check(
        named,
        Self.edited(
          named, fresh: { NamedRow(id: "song-\($0)") }, update: { $0.content += 1 },
          random: &random))
    }
  }

  /// A new identity used twice is found in the old items' table while it has room (old items,
  /// a few new), else in the overflow set (no old items, thousands new).
  @Test func aRepeatedIdentityDeepInALargeListIsReported() {
    let old = (0..<5_000).map { Row(id: $0) } + [Row(id: 4_321)]
    #expect(throws: DuplicateIdentity(kind: .item, id: "4321", inNewSnapshot: false)) {
      try Changeset(from: old, to: [])
    }
    let unique = Array(old.dropLast())
    let twice = unique + [Row(id: 9_999), Row(id: 10_001), Row(id: 9_999)]
    #expect(throws: DuplicateIdentity(kind: .item, id: "9999", inNewSnapshot: true)) {
      try Changeset(from: unique, to: twice)
    }
    let new = (0..<5_000).map { NamedRow(id: "\($0)") } + [NamedRow(id: "4321")]
    #expect(throws: DuplicateIdentity(kind: .item, id: "4321", inNewSnapshot: true)) {
      try Changeset(from: [], to: new)
    }
  }
}
