import Symbiosis
import Synchronization

/// A leak check for tests: counts the streams — properties, pipes and the operators that join
/// streams — made while it watches, and how many of them are still alive.
///
/// ```swift
/// let census = StreamCensus()
/// try await census.watch {
///   let screen = SearchScreen(service: fake)
///   // type, search, open pages…
/// }
/// #expect(census.made > 0)
/// #expect(census.alive == 0)
/// ```
///
/// Streams made in tasks started inside ``watch(isolation:_:)`` count too; streams that other
/// tests make at the same time do not. Streams are counted in debug builds, which `swift test`
/// makes; a release build counts none and pays nothing for it, so check ``made`` as well as
/// ``alive``.
public final class StreamCensus: Sendable {
  private let streams = Lock<[WeakStream]>([])

  /// A census that has counted nothing yet.
  public init() {}

  /// Runs `body`, counting the streams made inside it.
  public func watch<Result>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
  ) async rethrows -> Result {
    StreamTracking.watching.add(1, ordering: .relaxed)
    defer { StreamTracking.watching.subtract(1, ordering: .relaxed) }
    let record: @Sendable (AnyObject) -> Void = { [self] stream in
      streams.withLock { $0.append(WeakStream(stream: stream)) }
    }
    return try await StreamTracking.$record.withValue(record, operation: body, isolation: isolation)
  }

  /// How many streams were made while watching.
  public var made: Int { streams.withLock { $0.count } }

  /// How many of them are still alive.
  public var alive: Int { streams.withLock { $0.count { $0.stream != nil } } }
}

/// A stream a census counted, held weakly so that counting it does not keep it alive.
private struct WeakStream: @unchecked Sendable {
  // Safety of @unchecked Sendable: only touched under the census's lock; the stream itself is
  // never used, only tested for being alive.
  weak var stream: AnyObject?
}
