import Foundation
import Symbiosis

/// Pictures fetched by address for ``ImageView/load(_:from:)``: loaded once, kept in memory up
/// to a byte limit, and shared, so that views asking for the same address at once wait for one
/// download. A picture that could not be had is not asked for again for a while: its error is
/// given at once until `failureMemory` has passed.
public final class ImageLoader: Sendable {
  private let cache: LoadingCache<URL, Bitmap>
  /// The addresses whose load failed, with the error and when it failed.
  private let failures: FailureMemory

  /// Pictures made by `load`, keeping the least recently used out once their pixels pass
  /// `byteLimit` bytes; a failed address is not loaded again until `failureMemory` has passed
  /// on `clock`.
  public init(
    byteLimit: Int = 32 << 20, failureMemory: Duration = .seconds(60),
    clock: any Clock<Duration> = ContinuousClock(),
    load: @escaping @Sendable (URL) async throws -> Bitmap
  ) {
    let failures = FailureMemory(memory: failureMemory, elapsed: Self.stopwatch(clock))
    self.failures = failures
    // The failure is looked up and recorded inside the load, which the cache runs once for all
    // the callers waiting: recorded before the cache lets go of the load, so that an ask coming
    // after joins the load or finds its failure, never downloads again; and recorded even when
    // every caller stopped waiting (a cell scrolled past) before the load failed.
    cache = LoadingCache(costLimit: byteLimit, cost: { $0.pixels.count }) { url in
      if let remembered = failures.error(for: url) { throw remembered }
      do {
        return try await load(url)
      } catch {
        // A load that stopped says nothing about the picture.
        if !(error is CancellationError) { failures.record(error, for: url) }
        throw error
      }
    }
  }

  /// The picture at `url`.
  ///
  /// - Throws: what the load throws; the same error again, without a load, while the failure
  ///   is remembered.
  public func image(at url: URL) async throws -> Bitmap {
    if let remembered = failures.error(for: url) { throw remembered }
    return try await cache.value(for: url)
  }

  /// Whether a failure of `url` is remembered now: its error would be given without a download.
  func remembersFailure(at url: URL) -> Bool { failures.error(for: url) != nil }

  /// A function giving the time since now on `clock`.
  private static func stopwatch<C: Clock<Duration>>(_ clock: C) -> @Sendable () -> Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
  }
}

/// The addresses whose load failed, each with its error and when it failed, for `memory` on the
/// time `elapsed` gives.
private final class FailureMemory: Sendable {
  private let memory: Duration
  private let elapsed: @Sendable () -> Duration
  private let failures = Lock<[URL: (error: any Error, time: Duration)]>([:])

  /// The most failed addresses remembered at once.
  private static let limit = 1024

  init(memory: Duration, elapsed: @escaping @Sendable () -> Duration) {
    self.memory = memory
    self.elapsed = elapsed
  }

  /// The error `url` failed with, while its failure is remembered; a stale one is forgotten.
  func error(for url: URL) -> (any Error)? {
    let (now, memory) = (elapsed(), memory)
    return failures.withLock { failures -> (any Error)? in
      guard let failure = failures[url] else { return nil }
      if now - failure.time < memory { return failure.error }
      failures[url] = nil
      return nil
    }
  }

  /// Remembers that `url` failed with `error` now.
  func record(_ error: any Error, for url: URL) {
    let (time, memory) = (elapsed(), memory)
    failures.withLock { failures in
      // Bounded: the stale go first, then, when every one is fresh, all of them.
      if failures.count >= Self.limit {
        failures = failures.filter { time - $0.value.time < memory }
        if failures.count >= Self.limit { failures.removeAll() }
      }
      failures[url] = (error, time)
    }
  }
}
