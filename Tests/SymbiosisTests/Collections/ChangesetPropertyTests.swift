import Symbiosis
import SymbiosisTesting
import Testing

/// Makes random pairs of snapshots: every kind of change a collection goes through.
struct SnapshotPairs {
  var random: SeededRandom
  var nextID = 0

  mutating func fresh() -> Int {
    nextID += 1
    return nextID
  }

  mutating func oldSnapshot() -> [RowSection] {
    (0..<Int.random(in: 0...5, using: &random)).map { _ in
      RowSection(
        id: fresh(), header: Bool.random(using: &random) ? "h" : nil,
        items: (0..<Int.random(in: 0...8, using: &random)).map { _ in Row(id: fresh()) })
    }
  }

  mutating func change(_ old: [RowSection]) -> [RowSection] {
    switch Int.random(in: 0..<10, using: &random) {
    case 0: return []
    case 1: return oldSnapshot()
    case 2:
      var all = old.flatMap(\.items).shuffled(using: &random)
      return old.map { section in
        var section = section
        let count = section.items.count
        section.items = Array(all.prefix(count))
        all.removeFirst(min(count, all.count))
        return section
      }
    default: return mutate(old)
    }
  }

  private mutating func mutate(_ old: [RowSection]) -> [RowSection] {
    var sections = old.filter { _ in Int.random(in: 0..<6, using: &random) > 0 }
    sections.shuffle(using: &random)
    if Bool.random(using: &random) {
      sections.insert(
        RowSection(id: fresh(), items: []), at: Int.random(in: 0...sections.count, using: &random))
    }
    var moving: [Row] = []
    for index in sections.indices {
      if Int.random(in: 0..<4, using: &random) == 0 { sections[index].header = "changed" }
      var items: [Row] = []
      for var item in sections[index].items {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: continue
        case 1: moving.append(item)
        case 2:
          item.content += 1
          items.append(item)
        default: items.append(item)
        }
      }
      if Int.random(in: 0..<3, using: &random) == 0 { items.shuffle(using: &random) }
      for _ in 0..<Int.random(in: 0...2, using: &random) { items.append(Row(id: fresh())) }
      sections[index].items = items
    }
    // Items of deleted sections, and the ones picked to move, land in any section.
    let kept = Set(sections.map(\.id))
    moving += old.filter { !kept.contains($0.id) }.flatMap(\.items).filter { _ in
      Bool.random(using: &random)
    }
    for item in moving where !sections.isEmpty {
      let target = Int.random(in: sections.indices, using: &random)
      sections[target].items.insert(
        item, at: Int.random(in: 0...sections[target].items.count, using: &random))
    }
    return sections
  }
}

@Suite("Changeset properties")
struct ChangesetPropertyTests {
  @Test(arguments: 0..<8)
  func applyingTheChangesetToTheOldDataGivesTheNewData(batch: Int) throws {
    var pairs = SnapshotPairs(random: SeededRandom(seed: UInt64(batch) &* 7919))
    for round in 0..<500 {
      let old = pairs.oldSnapshot()
      let new = pairs.change(old)
      let changes = try Changeset(from: old, to: new)
      let applied: [RowSection]
      do {
        applied = try BatchUpdateSimulator(final: new).apply(changes, to: old)
      } catch {
        Issue.record("batch \(batch) round \(round): \(error)\nold \(old)\nnew \(new)")
        return
      }
      #expect(applied == new, "batch \(batch) round \(round)\nold \(old)\nnew \(new)")
      #expect(changes.isEmpty == (old == new))
    }
  }

  @Test func movesAreAsFewAsPossible() throws {
    var random = SeededRandom(seed: 42)
    for _ in 0..<200 {
      let old = Array(0..<Int.random(in: 0...40, using: &random))
      let new = old.shuffled(using: &random)
      let moves = try Changeset(from: rows(old), to: rows(new)).changeCount
      #expect(moves == old.count - longestIncreasingRun(new))
    }
  }

  /// The length of the longest increasing subsequence, the slow and obvious way.
  private func longestIncreasingRun(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
      for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
  }
}
