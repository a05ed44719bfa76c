/// What the search screen shows.
public enum SearchState: Equatable, Sendable {
  /// Nothing typed yet: a hint.
  case idle
  /// A search for the term is running.
  case searching(String)
  /// The songs found.
  case results([Song])
  /// Nothing matches the term.
  case noResults(String)
  /// The search failed; the message says why.
  case failed(String)
}
