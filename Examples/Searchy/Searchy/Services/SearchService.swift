/// Finds the songs matching what the user typed; the model depends on this alone.
public protocol SearchService: Sendable {
  /// The songs matching `term`, none for a blank term, with how many match in all and how many
  /// records of the answer were malformed and skipped.
  ///
  /// - Throws: ``SearchError`` when the songs cannot be had, `CancellationError` when cancelled.
  func search(_ term: String) async throws -> SearchResults
}
