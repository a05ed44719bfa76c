// swift-format-ignore-file
// CollectionsAndTheDiff.md's examples, compiled; lines are kept as the article shows them.
import Symbiosis
import SymbiosisTerminal

enum CollectionsArticle {
  struct Song: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
  }
  static func diff() throws {
    let abba = [Song(id: 1, title: "Waterloo"), Song(id: 2, title: "Dancing Queen")]
    let queen = [Song(id: 3, title: "Bohemian Rhapsody")]
    let before = [Section(id: "ABBA", header: "ABBA", items: abba), Section(id: "Queen", header: "Queen", items: queen)]
    let after = [Section(id: "Queen", header: "Queen", items: queen + [abba[1]]), Section(id: "ABBA", header: "ABBA", items: [abba[0]])]
    let changes = try Changeset(from: before, to: after)    // items are Identifiable & Equatable
    for stage in changes.stages {                            // each stage is a consistent batch update
      print(stage.sectionMoves.map(\.to), stage.itemMoves.map(\.to))   // where sections, then items, moved to
    }
  }
  @MainActor static func observe(songs: DataSource<[Song]>, adapter: CollectionAdapter<Int, String, Song, Label>, pagedSource: PagedDataSource<Song, Int>) {
    let state = CollectionState(items: songs)                // each new snapshot, with its changeset
    let apply = { @MainActor (update: CollectionUpdate<Int, String, Song>) in adapter.apply(update) }
    apply <~ state.updates                                   // what a platform's table does with each
    let loadMore = { @MainActor (_: Void) in pagedSource.loadMore() }
    loadMore <~ adapter.nearEnd                               // a paged source loads its next page
    let table = TableView(items: songs, cell: { Label() }) { $0.text = $1.title }   // the same, in one line
    _ = table
  }
}
