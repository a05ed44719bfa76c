import Symbiosis
import Testing

struct Row: Identifiable, Equatable, Sendable, CustomStringConvertible {
  let id: Int
  var content = 0
  var description: String { content == 0 ? "\(id)" : "\(id)*\(content)" }
}

typealias RowSection = Section<Int, String, Row>

func rows(_ ids: [Int]) -> [Row] { ids.map { Row(id: $0) } }

@Suite("Changesets")
struct ChangesetTests {
  @Test func identicalSnapshotsHaveNoChanges() throws {
    let list = rows(Array(0..<100))
    #expect(try Changeset(from: list, to: list).isEmpty)
  }

  @Test func deletesInsertsAndUpdatesInAFlatList() throws {
    var new = rows([1, 2, 9, 3])
    new[1].content = 5
    let changes = try Changeset(from: rows([0, 1, 2, 3]), to: new)
    var content = ChangesetStage()
    content.itemUpdates = [ItemPath(section: 0, item: 2)]
    var items = ChangesetStage()
    items.itemDeletes = [ItemPath(section: 0, item: 0)]
    items.itemInserts = [ItemPath(section: 0, item: 2)]
    #expect(changes.stages == [content, items])
    #expect(changes.changeCount == 3)
  }

  @Test func movingOneItemIsOneMove() throws {
    let changes = try Changeset(from: rows([0, 1, 2, 3, 4]), to: rows([1, 2, 3, 4, 0]))
    #expect(changes.changeCount == 1)
    #expect(changes.stages.first?.itemMoves.count == 1)
  }

  @Test func anItemMovesAcrossSections() throws {
    let old = [RowSection(id: 1, items: rows([1, 2])), RowSection(id: 2, items: rows([3]))]
    let new = [RowSection(id: 1, items: rows([1])), RowSection(id: 2, items: rows([2, 3]))]
    let changes = try Changeset(from: old, to: new)
    #expect(changes.stages.count == 1)
    #expect(changes.stages[0].itemMoves.map(\.from) == [ItemPath(section: 0, item: 1)])
    #expect(changes.stages[0].itemMoves.map(\.to) == [ItemPath(section: 1, item: 0)])
  }

  @Test func sectionsAreDeletedInsertedMovedAndUpdated() throws {
    let old = [
      RowSection(id: 1, header: "One", items: rows([1])),
      RowSection(id: 2, items: rows([2])),
      RowSection(id: 3, items: rows([3])),
    ]
    let new = [
      RowSection(id: 3, items: rows([3])),
      RowSection(id: 4, items: rows([4])),
      RowSection(id: 1, header: "Uno", items: rows([1])),
    ]
    let changes = try Changeset(from: old, to: new)
    let structure = try #require(changes.stages.first)
    #expect(structure.sectionDeletes == [1])
    #expect(structure.sectionInserts == [1])
    #expect(structure.sectionMoves.count == 1)
    #expect(changes.stages.last?.sectionUpdates == [2])
  }

  @Test func emptySectionsAreKept() throws {
    let old = [RowSection(id: 1, items: rows([1]))]
    let new = [RowSection(id: 1, items: []), RowSection(id: 2, items: [])]
    let changes = try Changeset(from: old, to: new)
    let applied = try BatchUpdateSimulator(final: new).apply(changes, to: old)
    #expect(applied == new)
  }

  @Test func duplicateIdentitiesNameTheDuplicate() {
    #expect(throws: DuplicateIdentity(kind: .item, id: "7", inNewSnapshot: true)) {
      try Changeset(from: rows([1]), to: rows([7, 2, 7]))
    }
    #expect(throws: DuplicateIdentity(kind: .item, id: "1", inNewSnapshot: true)) {
      try Changeset(from: rows([1]), to: rows([1, 1]))
    }
    #expect(throws: DuplicateIdentity(kind: .item, id: "3", inNewSnapshot: false)) {
      try Changeset(from: rows([3, 3]), to: rows([1]))
    }
    let sections = [RowSection(id: 5, items: []), RowSection(id: 5, items: [])]
    let error = #expect(throws: DuplicateIdentity.self) {
      try Changeset(from: [], to: sections)
    }
    #expect(error?.description == "two sections in the new snapshot have the id 5")
  }

  @Test func anItemIdentifiedByAKeyPath() throws {
    struct Track: Equatable {
      let isrc: String
      var title: String
    }
    let old = [Section<Int, String, Track>(id: 0, items: [Track(isrc: "a", title: "A")])]
    let new = [
      Section<Int, String, Track>(
        id: 0, items: [Track(isrc: "b", title: "B"), Track(isrc: "a", title: "A2")])
    ]
    let changes = try Changeset(from: old, to: new, id: \.isrc, isSame: ==)
    #expect(changes.changeCount == 2)
  }
}
