/// Finds the songs matching what the user typed; the model depends on this alone.
public protocol SearchService: Sendable {
  /// The songs matching `term`; none for a blank term.
  ///
  /// - Throws: ``SearchError`` when the songs cannot be had, `CancellationError` when cancelled.
  func search(_ term: String) async throws -> [Song]
}
