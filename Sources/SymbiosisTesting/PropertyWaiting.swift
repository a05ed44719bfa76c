import Symbiosis

extension Property {
  /// Waits until the property holds a value satisfying `predicate` (perhaps already) and
  /// returns it: `try await source.phase.wait { $0 == .loaded }`.
  ///
  /// - Throws: ``RecorderTimeout`` when it has not within `timeout`.
  @discardableResult
  public func wait(
    timeout: Duration = .seconds(5), until predicate: @escaping @Sendable (Value) -> Bool
  ) async throws -> Value {
    try await Recorder(self).value(where: predicate, timeout: timeout)
  }
}
