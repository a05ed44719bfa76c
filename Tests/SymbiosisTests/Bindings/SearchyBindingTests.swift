import Symbiosis
import SymbiosisTesting
import Testing

/// The seed's Searchy view: it takes results in and publishes the user's intents.
@MainActor
final class SearchyView: LifetimeProviding {
  nonisolated let lifetime = Lifetime()
  let field = TestTextField()
  private let selectionInput = Signal<String>.Input()
  private(set) var shownState = SearchState.idle

  var searchTerm: Signal<String> { field.text.changes }
  var selections: Signal<String> { selectionInput.signal }
  var results: BindingTarget<SearchState> {
    BindingTarget(lifetime: lifetime, onMainActor: { [weak self] in self?.shownState = $0 })
  }

  func choose(_ song: String) { selectionInput.send(song) }
}

/// The seed's binding: one function, every flow visible.
enum SearchyBinding {
  @MainActor
  static func bind(
    view: SearchyView, model: SearchyModel, onSelect: @escaping @MainActor (String) -> Void
  ) {
    view.results <~ model.results
    model.term <~ view.searchTerm
    onSelect <~ view.selections
  }
}

@MainActor
@Suite("MVB Searchy binding")
struct SearchyBindingTests {
  @Test func typingShowsResultsAndChoosingOneCallsTheHandler() async throws {
    let clock = ControllableClock()
    let service = FakeSearchService()
    let model = SearchyModel(service: service, clock: clock)
    let view = SearchyView()
    var chosen: [String] = []
    SearchyBinding.bind(view: view, model: model) { chosen.append($0) }
    #expect(view.shownState == .idle)
    let work = PendingWork()  // the debounce, the search, the results' hop to the main actor
    PendingWork.$current.withValue(work) { view.field.type("abba") }
    await clock.advance(by: .milliseconds(330))
    await work.settled()
    #expect(view.shownState == .results(["abba one", "abba two"]))
    #expect(model.results.value == .results(["abba one", "abba two"]))
    view.choose("abba two")
    #expect(chosen == ["abba two"])
  }

  @Test func theBindingsEndWithTheView() async throws {
    let model = SearchyModel(service: FakeSearchService(), clock: ControllableClock())
    weak var weakView: SearchyView?
    do {
      let view = SearchyView()
      weakView = view
      SearchyBinding.bind(view: view, model: model) { _ in }
    }
    #expect(weakView == nil)
    model.term.value = "still fine"
  }
}
