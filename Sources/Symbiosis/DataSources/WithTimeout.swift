/// Runs `operation`, or fails with ``LoadTimeout`` once `interval` has passed on `clock`.
///
/// The same deadline race as a data source's timeout: on time out the operation is cancelled but
/// not waited for, so one that ignores cancellation still fails on time.
public func withTimeout<Result: Sendable>(
  _ interval: Duration, clock: some Clock<Duration> = ContinuousClock(),
  operation: @escaping @Sendable () async throws -> Result
) async throws -> Result {
  try await LoadTimer(interval: interval, clock: clock).start()(operation)
}
