/// Suspends until the task is cancelled, then throws `CancellationError`: the body of a fake
/// network call or load that never answers by itself, with no sleep a busy machine could outlast.
public func suspendUntilCancelled() async throws {
  let (never, continuation) = AsyncStream<Never>.makeStream()
  // Held to the end, so the stream ends only by the task's cancellation.
  defer { continuation.finish() }
  for await _ in never {}
  throw CancellationError()
}
