import Symbiosis
import SymbiosisTesting
import Testing

/// A row of the collection tests: an identity and a title that can change.
struct Track: Identifiable, Equatable, Sendable {
  let id: Int
  var title: String
}

private func tracks(_ ids: [Int], title: String = "song") -> [Track] {
  ids.map { Track(id: $0, title: "\(title) \($0)") }
}

@MainActor
@Suite("Collection state")
struct CollectionStateTests {
  @Test func theFirstUpdateInsertsEverySection() {
    let collection = CollectionState(items: Property(value: tracks([1, 2, 3])))
    let update = collection.updates.value
    #expect(update.sections.map(\.items) == [tracks([1, 2, 3])])
    var insertion = ChangesetStage()
    insertion.sectionInserts = [0]
    #expect(update.changeset.stages == [insertion])
    #expect(update.failure == nil)
  }

  @Test func eachSnapshotComesWithTheChangesFromThePreviousOne() throws {
    let list = MutableProperty(tracks([1, 2, 3, 4]))
    let collection = CollectionState(items: list)
    var shown = collection.updates.value.sections
    let recorder = Recorder(collection.updates.changes)
    for next in [[4, 1, 5], [], [7, 8], [8, 7, 9]] {
      list.value = tracks(next, title: "take \(next.count)")
      let update = try #require(recorder.values.last)
      let simulator = BatchUpdateSimulator<String, Track>(final: update.sections)
      shown = try simulator.apply(update.changeset, to: shown)
      #expect(shown == [Section(id: 0, items: list.value)])
    }
    #expect(recorder.values.count == 4)
  }

  @Test func aSnapshotWithDuplicatesIsRefusedAndTheLastGoodOneStays() throws {
    let list = MutableProperty(tracks([1, 2]))
    let collection = CollectionState(items: list)
    list.value = tracks([3, 3])
    #expect(collection.failure.value?.description == "two items in the new snapshot have the id 3")
    #expect(collection.sections.value.first?.items == tracks([1, 2]))
    #expect(collection.updates.value.changeset.isEmpty)

    list.value = tracks([2, 4])
    #expect(collection.failure.value == nil)
    let update = collection.updates.value
    let shown = try BatchUpdateSimulator<String, Track>(final: update.sections)
      .apply(update.changeset, to: [Section(id: 0, items: tracks([1, 2]))])
    #expect(shown.first?.items == tracks([2, 4]))
  }

  @Test func sectionsOfAPropertyAreDiffedWithTheirHeaders() {
    typealias Album = Section<String, String, Track>
    let albums = MutableProperty([
      Album(id: "a", header: "A", items: tracks([1])), Album(id: "b", header: "B", items: []),
    ])
    let collection = CollectionState(sections: albums)
    albums.value = [
      Album(id: "b", header: "B!", items: tracks([1])), Album(id: "a", header: "A", items: []),
    ]
    let stages = collection.updates.value.changeset.stages
    #expect(stages.contains { !$0.sectionMoves.isEmpty })
    #expect(stages.contains { $0.sectionUpdates == [0] })
    #expect(stages.contains { $0.itemMoves.count == 1 })
  }

  @Test func aDataSourceIsShownOnceLoadedAndKeptAliveByTheCollection() async throws {
    weak var weakSource: DataSource<[Track]>?
    let collection: CollectionState<Int, String, Track>
    let work = PendingWork()  // the load, and its snapshot on its way to the collection
    do {
      let source = DataSource<[Track]> { tracks([5, 6]) }
      weakSource = source
      collection = CollectionState(items: source)
      PendingWork.$current.withValue(work) { source.refresh() }
    }
    #expect(weakSource != nil)
    await work.settled()
    #expect(collection.updates.value.itemCount == 2)
    #expect(collection.sections.value.first?.items == tracks([5, 6]))
  }
}
