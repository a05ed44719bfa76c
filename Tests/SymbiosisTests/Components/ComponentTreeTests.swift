import Foundation
import Symbiosis
import SymbiosisTesting
import Testing

/// Counts the objects of these tests that are alive, to prove none is left behind.
let liveObjects = Recorder<Int>()

final class SongViewModel: ViewModel {
  let title: MutableProperty<String>
  lazy var play = Action(enabled: title.map { !$0.isEmpty }) {}
  init(title: String) {
    self.title = MutableProperty(title)
    super.init()
    liveObjects.record(1)
  }
  isolated deinit { liveObjects.record(-1) }
}

final class SongCell: TestComponentView<SongViewModel> {
  let title = TestView()
  let playButton = TestButton()
  override init() {
    super.init()
    liveObjects.record(1)
  }
  isolated deinit { liveObjects.record(-1) }
  override func bindings(_ viewModel: SongViewModel) {
    title.reactive.text <~ viewModel.title
    viewModel.play.bind(to: playButton)
  }
}

final class AlbumViewModel: ViewModel {
  let name = MutableProperty("Arrival")
  let source = SettableDataSource(Person.ada)
  let songs: [SongViewModel]
  lazy var refresh = Action { [weak self] in self?.name.value += "!" }
  init(songs: [String]) {
    self.songs = songs.map(SongViewModel.init)
    super.init()
    liveObjects.record(1)
  }
  isolated deinit { liveObjects.record(-1) }
}

final class AlbumView: TestComponentView<AlbumViewModel> {
  let header = TestView()
  let refreshButton = TestButton()
  let yardstick = YardstickView()
  let cells = [SongCell(), SongCell()]
  override init() {
    super.init()
    liveObjects.record(1)
  }
  isolated deinit { liveObjects.record(-1) }
  override func bindings(_ viewModel: AlbumViewModel) throws {
    header.reactive.text <~ viewModel.name
    viewModel.refresh.bind(to: refreshButton)
    try PersonHeightYardstickBinding().connect(to: viewModel.source, outlets: ["view": yardstick])
    for (cell, song) in zip(cells, viewModel.songs) { try cell.bind(song) }
  }
}

@MainActor
@Suite("Component trees and cells", .serialized)
struct ComponentTreeTests {
  @Test func childComponentsAreBoundAndUnboundWithTheirParent() throws {
    let album = AlbumViewModel(songs: ["Dancing Queen", "Knowing Me"])
    let view = AlbumView()
    try view.bind(album)
    #expect(view.cells.map(\.title.text) == ["Dancing Queen", "Knowing Me"])
    #expect(album.songs.allSatisfy { $0.isMounted })
    view.unbind()
    #expect(view.cells.allSatisfy { $0.viewModel == nil })
    #expect(!album.songs.contains { $0.isMounted })
    album.songs[0].title.value = "Changed"
    #expect(view.cells[0].title.text == "Dancing Queen")
  }

  @Test func aChildRebindingByItselfIsNotUndoneByItsParent() throws {
    let view = AlbumView()
    try view.bind(AlbumViewModel(songs: ["A", "B"]))
    let own = SongViewModel(title: "Own")
    try view.cells[0].bind(own)
    try view.bind(AlbumViewModel(songs: []))
    #expect(view.cells[0].viewModel === own)
    #expect(view.cells[0].title.text == "Own")
  }

  @Test func aReusedCellNeverShowsItsPreviousItem() async throws {
    let cell = SongCell()
    let first = SongViewModel(title: "First")
    let second = SongViewModel(title: "Second")
    try cell.bind(first)
    // A change to the old item arrives from another thread and waits for the main actor…
    let work = PendingWork()
    let sent = DispatchSemaphore(value: 0)
    Thread {
      PendingWork.$current.withValue(work) { first.title.value = "First, updated late" }
      sent.signal()
    }.start()
    sent.wait()
    // …while the cell is reused in this same turn.
    try cell.bind(second)
    await work.settled()
    #expect(cell.title.text == "Second")
    second.title.value = "Second, updated"
    #expect(cell.title.text == "Second, updated")
  }

  @Test func tenThousandComponentsLeaveNothingAlive() async throws {
    // The suite's other tests ran before, one at a time; what they made may still be going on
    // the main actor, which the loop below lets run.
    try await waitUntil("the other tests' objects to go") { liveObjects.values.reduce(0, +) == 0 }
    for index in 0..<10_000 {
      let view = AlbumView()
      let album = AlbumViewModel(songs: ["\(index)", "\(index + 1)"])
      try view.bind(album)
      album.source.set(.alan)
      view.refreshButton.tap()
      view.cells[0].playButton.tap()
      if index.isMultiple(of: 2) { try view.bind(AlbumViewModel(songs: ["again"])) }
      // Seconds of work on a busy machine: the main actor's other tests get their turns.
      if index.isMultiple(of: 100) { await Task.yield() }
    }
    #expect(liveObjects.values.reduce(0, +) == 0)
  }
}
