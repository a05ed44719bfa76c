import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisWeb

/// The search screen in a browser: a field, a status line and the songs found, each with its
/// cover; the same screen as the terminal's ``SearchyView``, bound by the same
/// ``SearchyBinding``.
@MainActor
public final class SearchyWebView: WebView, SearchScreen {
  /// Where the user types.
  public let field = WebField(placeholder: "Search songs, artists and albums")
  /// What the screen shows.
  public var state = LoadState<SearchResults>.idle { didSet { show(state) } }
  /// What the user types, after each change.
  public var searchTerm: Signal<String> { field.edits }
  /// Each song the user opens (a click on its row, or Enter on it).
  public var selections: Signal<Song> { list.listView.selections }
  /// Each time the user asks to search again after a failure.
  public var retries: Signal<Void> { retryInput.signal }

  private let status = WebLabel(wraps: true)
  private let spinner = WebSpinner()
  private let songs: SettableDataSource<[Song]>
  private let list: WebTable<Song>
  private let retryInput: Signal<Void>.Input
  private let opening: ResultsOpening

  /// A screen showing no search yet.
  public init() {
    let songs = SettableDataSource<[Song]>([])
    let list = WebTable(
      ListRequest(
        rows: .items(songs),
        makeCell: {
          let row = SongWebRow()
          return SceneCell(view: row, show: row.show)
        }))
    let retryInput = Signal<Void>.Input()
    self.songs = songs
    self.list = list
    self.retryInput = retryInput
    opening = ResultsOpening(
      focusResults: { [weak list] in list?.focus() }, retry: { retryInput.send(()) })
    super.init(tag: "div", classes: "searchy")
    field.clearsOnEscape = true
    field.setAttribute("data-id", "search")  // what a test or a script finds it by
    addChild(
      WebStack(
        .vertical, spacing: 2, [field, WebStack(.horizontal, spacing: 1, [spinner, status]), list]))
    let submit = { @MainActor [weak self] (term: String) -> Void in
      guard let self else { return }
      opening.submit(term, showing: state)
    }
    submit <~ field.triggers  // Enter in the field goes into the results, or searches again
    let edit = { @MainActor [weak self] (_: String) -> Void in self?.opening.edited() }
    edit <~ field.edits  // an Enter pressed for an older term no longer applies
    show(.idle)
  }

  private func show(_ state: LoadState<SearchResults>) {
    let term = field.text.value.trimmingCharacters(in: .whitespaces)
    status.text = SearchStatus.text(of: state, searched: term)
    status.themeRole = state.error == nil ? "secondary" : "error"
    spinner.isHidden = state.phase != .loading
    songs.set(state.value?.songs ?? [])
    opening.shown(state, for: term)
  }
}
