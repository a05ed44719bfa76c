/// Loads a data source again: a list's Refresh, a failed list's Retry.
///
/// The load's own state shows in the source (a state binding shows its loading, failure or
/// content), so the action does not wait for it and never fails; it is disabled while the source
/// is loading.
///
/// ```swift
/// RefreshAction(people).bind(to: retryButton)
/// ```
@MainActor
public final class RefreshAction<Value: Sendable>: Action<Void> {
  private let source: DataSource<Value>

  /// An action refreshing `source`.
  public init(_ source: DataSource<Value>) {
    self.source = source
    super.init(enabled: source.phase.map { $0 != .loading })
  }

  /// Starts a new load of the source. It never interrupts one: the action is disabled, so it
  /// does not run, while the source is loading.
  public override func perform(_ input: Void) async throws {
    source.refresh()
  }
}
