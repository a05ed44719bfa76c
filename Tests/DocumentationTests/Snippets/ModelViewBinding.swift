// swift-format-ignore-file
// ModelViewBinding.md's examples, compiled against Searchy's own view and service; lines are
// kept as the article shows them.
import Searchy
import Symbiosis
import SymbiosisTerminal
import SymbiosisTesting
import Testing

enum ModelViewBindingArticle {
  // Snippets.swift has a `SearchService` of its own; the article's is Searchy's.
  typealias SearchService = Searchy.SearchService

  final class SearchyModel: Sendable {
    let term = MutableProperty("")                      // state you can set, from any thread
    let results: Property<LoadState<SearchResults>>     // state you can only read

    init(service: any SearchService, clock: some Clock<Duration>) {
      results = term.map { $0.trimmingCharacters(in: .whitespaces) }
        .removeDuplicates()
        .debounce(for: .milliseconds(330), clock: clock)
        .flatMapLatest { term in                        // a new term cancels the search in flight
          term.isEmpty
            ? Property(value: .idle)
            : Property(loading: { try await service.search(term) })  // loading, then loaded, empty or failed
        }
    }
  }

  enum SearchyBinding {
    @MainActor
    static func bind(view: SearchyView, model: SearchyModel, onSelect: @escaping @MainActor (Song) -> Void) {
      view.reactive.state <~ model.results     // state into the view (on the main actor)
      model.term <~ view.searchTerm            // user intent into the model
      onSelect <~ view.selections              // a closure is a target too
    }   // no bag: each binding ends when its target goes
  }

  static func observe(model: SearchyModel) {
    let subscription = model.term.observeValues { term in print("searching for", term) }  // now, then each change
    subscription.cancel()
  }

  @Suite("Model-View-Binding: the article's test")
  struct Tests {
    @Test func theSearchWaitsForTypingToStop() async throws {
      let service = CatalogSearchService()
      let clock = ControllableClock()
      let model = SearchyModel(service: service, clock: clock)
      let results = Recorder(model.results.map(\.phase))
      model.term.value = "golden"
      await clock.advance(by: .milliseconds(329))           // typing has not stopped long enough
      #expect(results.values == [.idle])
      await clock.advance(by: .milliseconds(1))
      try await waitUntil { results.last == .loaded }
    }
  }
}
