import Foundation
import Symbiosis

/// Pictures fetched by address for ``ImageView/load(_:from:)``: decoded once, kept in memory up
/// to a byte limit, and shared, so that views asking for the same address at once wait for one
/// download. A picture that could not be had is not asked for again for a while: its error is
/// given at once until `failureMemory` has passed.
public final class ImageLoader: Sendable {
  private let cache: LoadingCache<URL, Bitmap>
  private let failureMemory: Duration
  /// The time since the loader was made, on its clock.
  private let elapsed: @Sendable () -> Duration
  /// The addresses whose load failed, with the error and when it failed.
  private let failures = Lock<[URL: (error: any Error, time: Duration)]>([:])

  /// Pictures made by `load`, keeping the least recently used out once their pixels pass
  /// `byteLimit` bytes; a failed address is not loaded again until `failureMemory` has passed
  /// on `clock`.
  public init(
    byteLimit: Int = 32 << 20, failureMemory: Duration = .seconds(60),
    clock: any Clock<Duration> = ContinuousClock(),
    load: @escaping @Sendable (URL) async throws -> Bitmap
  ) {
    cache = LoadingCache(costLimit: byteLimit, cost: { $0.pixels.count }, load: load)
    self.failureMemory = failureMemory
    elapsed = Self.stopwatch(clock)
  }

  /// Pictures decoded from the PNG or JPEG bytes that `download` fetches, no more than
  /// `maxSide` pixels wide or tall, within the memory of `budget`; a failed address is not
  /// downloaded again until `failureMemory` has passed on `clock`.
  public convenience init(
    byteLimit: Int = 32 << 20, maxSide: Int = ImageDecoder.defaultMaxSide,
    budget: ImageDecodingBudget = .shared, failureMemory: Duration = .seconds(60),
    clock: any Clock<Duration> = ContinuousClock(),
    download: @escaping @Sendable (URL) async throws -> [UInt8]
  ) {
    self.init(byteLimit: byteLimit, failureMemory: failureMemory, clock: clock) { url in
      try await budget.decode(try await download(url), maxSide: maxSide)
    }
  }

  /// The picture at `url`.
  ///
  /// - Throws: what the download throws, or an ``ImageDecodingError``; the same error again,
  ///   without a download, while the failure is remembered.
  public func image(at url: URL) async throws -> Bitmap {
    let now = elapsed()
    let remembered = failures.withLock { failures -> (any Error)? in
      guard let failure = failures[url] else { return nil }
      if now - failure.time < failureMemory { return failure.error }
      failures[url] = nil
      return nil
    }
    if let remembered { throw remembered }
    do {
      return try await cache.value(for: url)
    } catch {
      // A caller that stopped waiting says nothing about the picture.
      if !(error is CancellationError) {
        let (time, memory) = (elapsed(), failureMemory)
        failures.withLock { failures in
          // Bounded: the stale go first, then, when every one is fresh, all of them.
          if failures.count >= Self.failureLimit {
            failures = failures.filter { time - $0.value.time < memory }
            if failures.count >= Self.failureLimit { failures.removeAll() }
          }
          failures[url] = (error, time)
        }
      }
      throw error
    }
  }

  /// The most failed addresses remembered at once.
  private static let failureLimit = 1024

  /// A function giving the time since now on `clock`.
  private static func stopwatch<C: Clock<Duration>>(_ clock: C) -> @Sendable () -> Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
  }
}
