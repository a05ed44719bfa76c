import Symbiosis
import SymbiosisTesting

/// An item of the benchmark lists: an identity and a content that updates change.
struct Item: Identifiable, Hashable, Sendable {
  let id: Int
  var content: Int
}

typealias ItemSection = Section<Int, String, Item>

/// One of the standard diff workloads: an old snapshot and a new one.
struct Workload {
  let name: String
  let old: [ItemSection]
  let new: [ItemSection]

  /// `count` items, with `removed` removed, `inserted` inserted and `moved` moved elsewhere.
  static func edited(
    _ name: String, count: Int, removed: Int, inserted: Int, moved: Int, seed: UInt64
  ) -> Workload {
    var random = SeededRandom(seed: seed)
    let old = (0..<count).map { Item(id: $0, content: 0) }
    var new = old
    for _ in 0..<removed { new.remove(at: Int.random(in: new.indices, using: &random)) }
    for index in 0..<inserted {
      new.insert(
        Item(id: count + index, content: 0), at: Int.random(in: 0...new.count, using: &random))
    }
    for _ in 0..<moved {
      let item = new.remove(at: Int.random(in: new.indices, using: &random))
      new.insert(item, at: Int.random(in: 0...new.count, using: &random))
    }
    return Workload(name: name, old: [section(old)], new: [section(new)])
  }

  /// `count` items in a random order.
  static func shuffled(_ name: String, count: Int, seed: UInt64) -> Workload {
    var random = SeededRandom(seed: seed)
    let old = (0..<count).map { Item(id: $0, content: 0) }
    return Workload(name: name, old: [section(old)], new: [section(old.shuffled(using: &random))])
  }

  /// `count` items, every `every`th with new content.
  static func updated(_ name: String, count: Int, every: Int) -> Workload {
    let old = (0..<count).map { Item(id: $0, content: 0) }
    let new = old.map { Item(id: $0.id, content: $0.id % every == 0 ? 1 : 0) }
    return Workload(name: name, old: [section(old)], new: [section(new)])
  }

  /// `count` items, unchanged (a fresh copy, so nothing is shared).
  static func identical(_ name: String, count: Int) -> Workload {
    let old = (0..<count).map { Item(id: $0, content: 0) }
    return Workload(name: name, old: [section(old)], new: [section(old.map { $0 })])
  }

  /// `sections` sections of `items` items; one section's items edited, another moved.
  static func sectioned(_ name: String, sections: Int, items: Int, seed: UInt64) -> Workload {
    var random = SeededRandom(seed: seed)
    let old = (0..<sections).map { s in
      ItemSection(
        id: s, header: "Section \(s)",
        items: (0..<items).map { Item(id: s * items + $0, content: 0) })
    }
    var new = old
    let edited = Int.random(in: new.indices, using: &random)
    new[edited].items.removeFirst(10)
    new[edited].items.shuffle(using: &random)
    new[edited].items.append(Item(id: sections * items, content: 0))
    let moved = new.remove(at: (edited + sections / 2) % sections)
    new.insert(moved, at: 0)
    return Workload(name: name, old: old, new: new)
  }

  private static func section(_ items: [Item]) -> ItemSection {
    ItemSection(id: 0, items: items)
  }

  /// The items of all sections, in order: what a flat diff sees.
  var oldItems: [Item] { old.flatMap(\.items) }
  var newItems: [Item] { new.flatMap(\.items) }
}
