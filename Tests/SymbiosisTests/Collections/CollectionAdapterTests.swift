import Symbiosis
import SymbiosisTesting
import Testing

/// A plain cell, as a platform's table would make one.
@MainActor
final class TrackCell {
  var title = ""
}

/// A cell's view model: the song it shows, which may change while shown.
final class TrackCellModel: ViewModel {
  let title: MutableProperty<String>
  init(_ song: Track) { title = MutableProperty(song.title) }
}

/// A cell that is a component.
final class TrackCellView: TestComponentView<TrackCellModel> {
  let label = TestView()
  override func bindings(_ viewModel: TrackCellModel) {
    label.reactive.text <~ viewModel.title
  }
}

private typealias Adapter = CollectionAdapter<Int, String, Track, TrackCell>

private func tracks(_ ids: some Sequence<Int>) -> [Track] {
  ids.map { Track(id: $0, title: "track \($0)") }
}

private func paths(_ items: Range<Int>) -> [ItemPath] {
  items.map { ItemPath(section: 0, item: $0) }
}

@MainActor
@Suite("Collection adapter")
struct CollectionAdapterTests {
  private func adapter(showing items: [Track], nearEndDistance: Int = 3) -> Adapter {
    let adapter = Adapter(
      nearEndDistance: nearEndDistance, makeCell: TrackCell.init,
      configure: { cell, song in cell.title = song.title })
    adapter.apply(CollectionState(items: Property(value: items)).updates.value)
    return adapter
  }

  @Test func onlyVisibleCellsAreBuiltAndScrolledOffCellsAreReused() throws {
    var made = 0
    let adapter = Adapter(
      makeCell: {
        made += 1
        return TrackCell()
      }, configure: { $0.title = $1.title })
    adapter.apply(CollectionState(items: Property(value: tracks(0..<1_000))).updates.value)
    for first in stride(from: 0, to: 1_000, by: 15) {
      let visible = paths(first..<min(first + 20, 1_000))
      adapter.show(visible)
      let titles = try visible.map { try #require(try adapter.cell(at: $0)).title }
      #expect(titles == visible.map { "track \($0.item)" })
    }
    #expect(made == 20)
  }

  @Test func aMovedItemKeepsItsCellAndAnUpdatedOneIsShownAgain() throws {
    let list = MutableProperty(tracks(0..<5))
    let collection = CollectionState(items: list)
    let adapter = Adapter(makeCell: TrackCell.init, configure: { $0.title = $1.title })
    adapter.apply(collection.updates.value)
    let cells = try paths(0..<5).map { try #require(try adapter.cell(at: $0)) }
    adapter.show(paths(0..<5))

    var next = tracks([4, 0, 1, 2, 3])
    next[1].title = "renamed"
    list.value = next
    adapter.apply(collection.updates.value)
    let moved = try #require(try adapter.cell(at: ItemPath(section: 0, item: 0)))
    let renamed = try #require(try adapter.cell(at: ItemPath(section: 0, item: 1)))
    #expect(moved === cells[4])
    #expect(renamed === cells[0])
    #expect(renamed.title == "renamed")
    #expect(try adapter.cell(at: ItemPath(section: 0, item: 5)) == nil)
  }

  @Test func selectionIsTheItemFollowedThroughUpdates() throws {
    let list = MutableProperty(tracks(0..<3))
    let collection = CollectionState(items: list)
    let adapter = Adapter(makeCell: TrackCell.init, configure: { $0.title = $1.title })
    adapter.apply(collection.updates.value)
    let selections = Recorder(adapter.selections)

    adapter.select(at: ItemPath(section: 0, item: 1))
    adapter.select(at: ItemPath(section: 3, item: 0))  // nothing there: ignored
    #expect(selections.values == [Track(id: 1, title: "track 1")])

    list.value = [Track(id: 1, title: "moved and renamed")] + tracks([0, 2])
    adapter.apply(collection.updates.value)
    #expect(adapter.selection.value == Track(id: 1, title: "moved and renamed"))

    list.value = tracks([0, 2])
    adapter.apply(collection.updates.value)
    #expect(adapter.selection.value == nil)
  }

  @Test func nearingTheEndIsSignalledOnArrivalAndAgainWhenTheListGrows() {
    let adapter = adapter(showing: tracks(0..<20), nearEndDistance: 3)
    let nearEnd = Recorder(adapter.nearEnd)
    adapter.show(paths(0..<10))
    adapter.show(paths(5..<16))
    #expect(nearEnd.values.count == 0)
    adapter.show(paths(8..<17))
    adapter.show(paths(9..<18))
    #expect(nearEnd.values.count == 1)

    adapter.apply(CollectionState(items: Property(value: tracks(0..<40))).updates.value)
    adapter.show(paths(9..<18))
    #expect(nearEnd.values.count == 1)
    adapter.show(paths(30..<38))
    #expect(nearEnd.values.count == 2)
    adapter.show(paths(0..<10))
    adapter.show(paths(30..<38))
    #expect(nearEnd.values.count == 3)
  }

  @Test func nearingTheEndLoadsTheNextPageOfAPagedSource() async throws {
    let source = PagedDataSource<Track, Int> { cursor in
      let start = cursor ?? 0
      return Page(items: tracks(start..<start + 10), next: start < 20 ? start + 10 : nil)
    }
    let collection = CollectionState(items: source)
    let adapter = Adapter(
      nearEndDistance: 2, makeCell: TrackCell.init, configure: { $0.title = $1.title })
    let applying =
      { @MainActor (update: Adapter.Update) in adapter.apply(update) } <~ collection.updates
    let loading = { @MainActor _ in source.loadMore() } <~ adapter.nearEnd
    defer {
      applying.cancel()
      loading.cancel()
    }
    source.refresh()
    for expected in [10, 20, 30] {
      try await waitUntil { collection.updates.value.itemCount == expected }
      try await waitUntil("the adapter shows \(expected) items") { adapter.itemCount == expected }
      adapter.show(paths(expected - 5..<expected))
    }
    try await waitUntil { !source.isLoadingMore.value }
    #expect(adapter.itemCount == 30)
    #expect(!source.hasMore.value)
  }

  @Test func componentCellsAreUnboundWhenRecycledAndNeverShowAPreviousItem() throws {
    var models: [Int: TrackCellModel] = [:]
    let adapter = CollectionAdapter<Int, String, Track, TrackCellView>(
      makeCell: TrackCellView.init,
      model: { song in
        let model = TrackCellModel(song)
        models[song.id] = model
        return model
      })
    adapter.apply(CollectionState(items: Property(value: tracks(0..<4))).updates.value)
    let cell = try #require(try adapter.cell(at: ItemPath(section: 0, item: 0)))
    adapter.show(paths(0..<1))
    #expect(cell.label.text == "track 0")

    adapter.show(paths(1..<2))
    #expect(cell.viewModel == nil)
    #expect(models[0]?.isMounted == false)
    let reused = try #require(try adapter.cell(at: ItemPath(section: 0, item: 1)))
    #expect(reused === cell)
    models[0]?.title.value = "stale"
    #expect(reused.label.text == "track 1")
    models[1]?.title.value = "fresh"
    #expect(reused.label.text == "fresh")
  }
}
