import Symbiosis
import SymbiosisTerminal

/// The search screen: a field, a status line and the songs found, each with its cover.
@MainActor
public final class SearchyView: LifetimeProviding {
  /// Ends when the screen goes, ending its bindings.
  public nonisolated let lifetime = Lifetime()
  /// Where the user types.
  public let field = TextField(placeholder: "Search songs, artists and albums")
  /// The whole screen.
  public let root: View
  /// What the screen shows.
  public var state = SearchState.idle { didSet { show(state) } }
  /// What the user types, after each change.
  public var searchTerm: Signal<String> { field.edits }
  /// Each song the user opens.
  public var selections: Signal<Song> { list.selections }

  private let status = Label(themeStyle: \.secondary)
  private let spinner = ActivityIndicator()
  private let songs = MutableProperty<[Song]>([])
  private let list: TableView<Int, String, Song, SongRow>

  /// A screen showing covers from `artwork`.
  public init(artwork: ImageLoader) {
    list = TableView(rowHeight: 2, cell: { SongRow(artwork: artwork) }) { $0.show($1) }
    list.height = .fill
    root = Stack(
      .vertical, spacing: 1, [field, Stack(.horizontal, spacing: 1, [spinner, status]), list])
    root.padding = Insets(horizontal: 1, vertical: 1)
    list.bind(to: CollectionState(items: songs))
    let openResults = { @MainActor [list] (_: String) -> Void in list.screen?.focus(list) }
    openResults <~ field.triggers  // Enter in the field moves into the results
    show(.idle)
  }

  private func show(_ state: SearchState) {
    let (text, busy, failed): (String, Bool, Bool) =
      switch state {
      case .idle: ("Type to search the catalog.", false, false)
      case .searching(let term): ("Searching for “\(term)”…", true, false)
      case .results(let found):
        ("\(found.count) songs · ↑↓ choose · Enter opens · Esc goes back", false, false)
      case .noResults(let term): ("No songs match “\(term)”.", false, false)
      case .failed(let message): (message, false, true)
      }
    (status.text, spinner.isHidden) = (text, !busy)
    status.themeStyle = failed ? \.error : \.secondary
    if case .results(let found) = state { songs.value = found } else { songs.value = [] }
  }
}
