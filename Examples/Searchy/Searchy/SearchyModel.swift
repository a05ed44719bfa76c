import Foundation
import Symbiosis

/// The search: a term in, a debounced, latest-only search state out.
public final class SearchyModel: Sendable {
  /// What the user typed.
  public let term = MutableProperty("")
  /// The state of the search for the latest term, 330 ms after typing stops; a newer term
  /// cancels the search for an older one, so stale results never show.
  public let results: Property<SearchState>

  /// A model searching `service`, timing the debounce on `clock`.
  public init(service: any SearchService, clock: some Clock<Duration> = ContinuousClock()) {
    results = term.map { $0.trimmingCharacters(in: .whitespaces) }.removeDuplicates()
      .debounce(for: .milliseconds(330), clock: clock)
      .flatMapLatest { term in
        term.isEmpty
          ? Property(value: .idle)
          : Property(initial: .searching(term)) { await Self.search(term, in: service) }
      }
  }

  private static func search(_ term: String, in service: any SearchService) async -> SearchState {
    do {
      let songs = try await service.search(term)
      return songs.isEmpty ? .noResults(term) : .results(songs)
    } catch {
      return .failed(error.localizedDescription)
    }
  }
}
