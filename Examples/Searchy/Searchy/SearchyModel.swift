import Foundation
import Symbiosis

/// The search: a term in, a debounced, latest-only search state out.
public final class SearchyModel: Sendable {
  /// What the user typed.
  public let term = MutableProperty("")
  /// The search for the latest term, 330 ms after typing stops: idle for a blank term, then
  /// loading, the songs found, empty or failed. A newer term cancels the search for an older one,
  /// so stale results never show.
  public let results: Property<LoadState<[Song]>>

  /// A model searching `service`, timing the debounce on `clock`.
  public init(service: any SearchService, clock: some Clock<Duration> = ContinuousClock()) {
    results = term.map { $0.trimmingCharacters(in: .whitespaces) }.removeDuplicates()
      .debounce(for: .milliseconds(330), clock: clock)
      .flatMapLatest { term in
        term.isEmpty
          ? Property(value: .idle) : Property(loading: { try await service.search(term) })
      }
  }
}
