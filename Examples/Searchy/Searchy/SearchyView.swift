import Foundation
import Symbiosis
import SymbiosisTerminal

/// The search screen: a field, a status line and the songs found, each with its cover.
@MainActor
public final class SearchyView: SearchScreen {
  /// Ends when the screen goes, ending its bindings.
  public nonisolated let lifetime = Lifetime()
  /// Where the user types.
  public let field = TextField(placeholder: "Search songs, artists and albums")
  /// The whole screen.
  public let root: View
  /// What the screen shows.
  public var state = LoadState<SearchResults>.idle { didSet { show(state) } }
  /// What the user types, after each change.
  public var searchTerm: Signal<String> { field.edits }
  /// Each song the user opens.
  public var selections: Signal<Song> { list.selections }
  /// Each time the user asks to search again after a failure.
  public var retries: Signal<Void> { retryInput.signal }

  private let status = Label(themeStyle: \.secondary)
  private let spinner = ActivityIndicator()
  private let songs = MutableProperty<[Song]>([])
  private let list: TableView<Int, String, Song, SongRow>
  private let retryInput: Signal<Void>.Input
  private let opening: ResultsOpening

  /// A screen showing covers from `artwork`.
  public init(artwork: ImageLoader) {
    let list = TableView<Int, String, Song, SongRow>(
      rowHeight: 2, cell: { SongRow(artwork: artwork) }
    ) { $0.show($1) }
    let retryInput = Signal<Void>.Input()
    self.list = list
    self.retryInput = retryInput
    opening = ResultsOpening(
      focusResults: { [weak list] in
        guard let list else { return }
        list.screen?.focus(list)
      },
      retry: { retryInput.send(()) })
    list.height = .fill
    field.clearsOnEscape = true
    status.wraps = true  // a failure is a sentence or two, never cut at the edge
    let page = Stack(
      .vertical, spacing: 1, [field, Stack(.horizontal, spacing: 1, [spinner, status]), list])
    page.padding = Insets(horizontal: 1, vertical: 1)
    root = TypingForwarder(to: field, page)
    list.bind(to: CollectionState(items: songs))
    let submit = { @MainActor [weak self] (term: String) -> Void in
      guard let self else { return }
      opening.submit(term, showing: state)
    }
    submit <~ field.triggers  // Enter in the field opens the results, or searches again
    let edit = { @MainActor [weak self] (_: String) -> Void in self?.opening.edited() }
    edit <~ field.edits  // an Enter pressed for an older term no longer applies
    show(.idle)
  }

  private func show(_ state: LoadState<SearchResults>) {
    // A search starts once typing has paused, so while it runs the field holds its term.
    let term = field.text.value.trimmingCharacters(in: .whitespaces)
    status.text = Self.status(of: state, searched: term)
    spinner.isHidden = state.phase != .loading
    status.themeStyle = state.error == nil ? \.secondary : \.error
    songs.value = state.value?.songs ?? []
    opening.shown(state, for: term)
  }

  /// The status line for `state` in the terminal, with the keys that act on it; `searched` is
  /// the term of a search still running.
  static func status(of state: LoadState<SearchResults>, searched: String) -> String {
    switch state {
    case .idle: "\(SearchStatus.idle) · Ctrl-C quits"
    case .loaded(let found):
      "\(SearchStatus.count(of: found)) · ↑↓ choose · Enter opens · Ctrl-C quits"
    default: SearchStatus.text(of: state, searched: searched)
    }
  }
}
