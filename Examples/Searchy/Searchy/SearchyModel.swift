import Foundation
import Symbiosis

/// The search: a term in, a debounced, latest-only search state out.
public final class SearchyModel: Sendable {
  /// What the user typed.
  public let term = MutableProperty("")
  /// The search for the latest term, 330 ms after typing stops: idle for a blank term, then
  /// loading, the songs found (each result knowing its term), empty or failed. A newer term
  /// cancels the search for an older one, so stale results never show; ``retry()`` searches for
  /// the same term again.
  public let results: Property<LoadState<SearchResults>>
  /// How many times the user asked to search again; each change runs the search once more.
  private let attempts = MutableProperty(0)

  /// A model searching `service`, timing the debounce on `clock`.
  public init(service: any SearchService, clock: some Clock<Duration> = ContinuousClock()) {
    let attempts = attempts
    results = term.map { $0.trimmingCharacters(in: .whitespaces) }.removeDuplicates()
      .debounce(for: .milliseconds(330), clock: clock)
      .flatMapLatest { term in
        term.isEmpty
          ? Property(value: .idle)
          : attempts.flatMapLatest { _ in
            Property(loading: {
              var found = try await service.search(term)
              found.term = term
              return found
            })
          }
      }
  }

  /// Searches for the current term again, as after a failure.
  public func retry() {
    attempts.modify { $0 += 1 }
  }
}
