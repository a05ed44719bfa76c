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
  /// Enter was pressed before the results for the term typed had come: open them when they do.
  private var opensResultsWhenShown = false
  private let list: TableView<Int, String, Song, SongRow>
  private let retryInput = Signal<Void>.Input()

  /// A screen showing covers from `artwork`.
  public init(artwork: ImageLoader) {
    list = TableView(rowHeight: 2, cell: { SongRow(artwork: artwork) }) { $0.show($1) }
    list.height = .fill
    field.clearsOnEscape = true
    status.wraps = true  // a failure is a sentence or two, never cut at the edge
    let page = Stack(
      .vertical, spacing: 1, [field, Stack(.horizontal, spacing: 1, [spinner, status]), list])
    page.padding = Insets(horizontal: 1, vertical: 1)
    root = TypingForwarder(to: field, page)
    list.bind(to: CollectionState(items: songs))
    let submit = { @MainActor [weak self] (_: String) -> Void in self?.submit() }
    submit <~ field.triggers  // Enter in the field opens the results, or searches again
    let edit = { @MainActor [weak self] (_: String) -> Void in self?.opensResultsWhenShown = false }
    edit <~ field.edits  // an Enter pressed for an older term no longer applies
    show(.idle)
  }

  /// Enter in the field: into the results when they are the term's, once they come when they
  /// are on their way, or a new try after a failure.
  private func submit() {
    guard !typedTerm.isEmpty else { return }
    switch state {
    case .loaded(let found) where found.term == typedTerm: list.screen?.focus(list)
    case .failed: retryInput.send(())
    default: opensResultsWhenShown = true
    }
  }

  /// The term in the field, as the model searches for it.
  private var typedTerm: String { field.text.value.trimmingCharacters(in: .whitespaces) }

  private func show(_ state: LoadState<SearchResults>) {
    // A search starts once typing has paused, so while it runs the field holds its term.
    status.text = Self.status(of: state, searched: typedTerm)
    spinner.isHidden = state.phase != .loading
    status.themeStyle = state.error == nil ? \.secondary : \.error
    songs.value = state.value?.songs ?? []
    switch state {
    case .loaded(let found) where opensResultsWhenShown && found.term == typedTerm:
      opensResultsWhenShown = false
      list.screen?.focus(list)
    case .empty, .failed: opensResultsWhenShown = false
    default: break
    }
  }

  /// The status line for `state`; `searched` is the term of a search still running (results
  /// name their own).
  static func status(of state: LoadState<SearchResults>, searched: String) -> String {
    switch state {
    case .idle: "Type to search: try “golden” or “moon” · Ctrl-C quits"
    case .loading: "Searching for “\(searched)”…"
    case .loaded(let found): "\(count(of: found)) · ↑↓ choose · Enter opens · Ctrl-C quits"
    case .empty(let found): "No songs match “\(found.term)”.\(skipped(in: found))"
    case .failed(let error): "\(error.localizedDescription) Press Enter to try again."
    }
  }

  /// "1 song", "200 of 517 songs", "10,000 songs", and the records skipped, if any.
  static func count(of found: SearchResults) -> String {
    let shown = grouped(found.count)
    let count =
      found.isCapped
      ? "\(shown) of \(grouped(found.matchCount)) songs"
      : found.count == 1 ? "1 song" : "\(shown) songs"
    return count + skipped(in: found)
  }

  /// " (2 unreadable records skipped)", or nothing when none were.
  private static func skipped(in found: SearchResults) -> String {
    switch found.skippedCount {
    case 0: ""
    case 1: " (1 unreadable record skipped)"
    case let skipped: " (\(grouped(skipped)) unreadable records skipped)"
    }
  }

  /// `number` with its thousands separated by commas, whatever the machine's locale: "50,206".
  /// Written out rather than through a format style, which cost 10,000 instructions a number,
  /// twice a keystroke.
  nonisolated static func grouped(_ number: Int) -> String {
    let digits = Array(String(number.magnitude).utf8)
    var text: [UInt8] = number < 0 ? [UInt8(ascii: "-")] : []
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text.append(UInt8(ascii: ",")) }
      text.append(digit)
    }
    return String(decoding: text, as: UTF8.self)
  }
}
