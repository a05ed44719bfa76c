extension Property {
  /// A property that is `.loading` while `operation` runs, then holds its outcome: `.loaded`,
  /// `.empty` for an empty collection or `nil`, or `.failed` with the error thrown.
  ///
  /// `operation` starts at once, in a task cancelled when the property is no longer observed or
  /// referenced, so inside `flatMapLatest` a newer value cancels the load for an older one:
  ///
  /// ```swift
  /// results = term.flatMapLatest { term in Property(loading: { try await api.search(term) }) }
  /// ```
  public convenience init<Loaded>(
    loading operation: @escaping @Sendable () async throws -> Loaded
  ) where Value == LoadState<Loaded> {
    self.init(initial: .loading) {
      do {
        let value = try await operation()
        return isEmptyValue(value) ? .empty(value) : .loaded(value)
      } catch {
        return .failed(error)
      }
    }
  }
}
