import Foundation
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
  public var state = LoadState<[Song]>.idle { didSet { show(state, after: oldValue.phase) } }
  /// What the user types, after each change.
  public var searchTerm: Signal<String> { field.edits }
  /// Each song the user opens.
  public var selections: Signal<Song> { list.selections }

  private let status = Label(themeStyle: \.secondary)
  private let spinner = ActivityIndicator()
  private let songs = MutableProperty<[Song]>([])
  private var searched = ""
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

  private func show(_ state: LoadState<[Song]>, after shown: LoadPhase = .idle) {
    // A search starts once typing has paused, so the field then holds the term searched for.
    // Its loading state is not always shown: an answer in the same main-actor turn replaces it.
    if state.phase == .loading || (state.phase != .idle && shown != .loading) {
      searched = field.text.trimmingCharacters(in: .whitespaces)
    }
    status.text =
      switch state {
      case .idle: "Type to search the catalog."
      case .loading: "Searching for “\(searched)”…"
      case .loaded(let found): "\(found.count) songs · ↑↓ choose · Enter opens · Esc goes back"
      case .empty: "No songs match “\(searched)”."
      case .failed(let error): error.localizedDescription
      }
    spinner.isHidden = state.phase != .loading
    status.themeStyle = state.error == nil ? \.secondary : \.error
    songs.value = state.value ?? []
  }
}
