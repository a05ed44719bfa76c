import SymbiosisTesting
import Testing

@testable import Symbiosis

@Suite(.timeLimit(.minutes(5))) struct LoadingCacheTests {
  /// Counts the loads of each key.
  actor LoadLog {
    private(set) var loads: [Int] = []
    func record(_ key: Int) { loads.append(key) }
    func count(of key: Int) -> Int { loads.filter { $0 == key }.count }
  }

  /// Holds loads until opened.
  actor Gate {
    private var isOpen = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func wait() async {
      if isOpen { return }
      await withCheckedContinuation { waiting.append($0) }
    }

    func open() {
      isOpen = true
      for continuation in waiting { continuation.resume() }
      waiting = []
    }
  }

  struct LoadFailed: Error {}

  typealias Cache = LoadingCache<Int, String>

  /// A cache of strings costing their length, loading "<key>" and logging every load; with a
  /// gate, each load waits until it opens and then, when `failing`, throws ``LoadFailed``.
  static func cache(
    costLimit: Int = 100, log: LoadLog, heldBy gate: Gate? = nil, failing: Bool = false
  ) -> Cache {
    Cache(costLimit: costLimit, cost: { $0.count }) { key in
      await log.record(key)
      await gate?.wait()
      if failing { throw LoadFailed() }
      return "\(key)"
    }
  }

  /// A caller asking `cache` for key 1 that counts its cancellation in `cancelled`.
  static func caller(of cache: Cache, counting cancelled: Recorder<Void>) -> Task<Void, Never> {
    Task {
      do {
        _ = try await cache.value(for: 1)
      } catch is CancellationError {
        cancelled.record()
      } catch {}
    }
  }

  @Test func aCachedValueIsNotLoadedAgain() async throws {
    let log = LoadLog()
    let cache = Self.cache(log: log)
    #expect(try await cache.value(for: 7) == "7")
    #expect(try await cache.value(for: 7) == "7")
    #expect(try await cache.value(for: 8) == "8")
    #expect(await log.loads == [7, 8])
  }

  @Test func concurrentRequestsForAKeyShareOneLoad() async throws {
    let (log, gate) = (LoadLog(), Gate())
    let cache = Self.cache(log: log, heldBy: gate)
    let asking = Recorder<Void>()
    async let values = withThrowingTaskGroup(of: String.self) { group in
      for _ in 0..<10 {
        group.addTask {
          asking.record()
          return try await cache.value(for: 1)
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    // Every caller has asked while the first load is held, so they share it, not a cached value.
    try await waitUntil { await log.loads == [1] }
    try await waitUntil { asking.values.count == 10 }
    await gate.open()
    #expect(try await values == Array(repeating: "1", count: 10))
    #expect(await log.loads == [1])
  }

  /// A cell scrolled away stops waiting for its picture; the others still get it, and it is kept.
  @Test func aCancelledCallerStopsWaitingWhileTheLoadGoesOnForTheOthers() async throws {
    let (log, gate) = (LoadLog(), Gate())
    let cache = Self.cache(log: log, heldBy: gate)
    let cancelled = Recorder<Void>()
    let leaving = Self.caller(of: cache, counting: cancelled)
    try await waitUntil { await log.loads == [1] }
    let staying = Task { try await cache.value(for: 1) }
    try await waitUntil("both callers to wait") { await cache.waitingCount(for: 1) == 2 }
    leaving.cancel()
    try await waitUntil("the cancelled caller to stop waiting") { cancelled.values.count == 1 }
    #expect(await cache.waitingCount(for: 1) == 1)
    await gate.open()
    #expect(try await staying.value == "1")
    #expect(try await cache.value(for: 1) == "1")
    #expect(await log.loads == [1])
  }

  @Test func aFailedLoadsErrorReachesEveryCallerWaitingOnIt() async throws {
    let (log, gate) = (LoadLog(), Gate())
    let cache = Self.cache(log: log, heldBy: gate, failing: true)
    let callers = (0..<2).map { _ in Task { try await cache.value(for: 1) } }
    try await waitUntil("both callers to wait") { await cache.waitingCount(for: 1) == 2 }
    await gate.open()
    for caller in callers {
      await #expect(throws: LoadFailed.self) { try await caller.value }
    }
    #expect(await log.loads == [1])
    #expect(await cache.count == 0)
  }

  @Test func aLoadEveryCallerLeftIsStillKept() async throws {
    let (log, gate) = (LoadLog(), Gate())
    let cache = Self.cache(log: log, heldBy: gate)
    let cancelled = Recorder<Void>()
    let work = PendingWork()  // the load, which goes on when its caller has left
    let leaving = PendingWork.$current.withValue(work) {
      Self.caller(of: cache, counting: cancelled)
    }
    try await waitUntil { await log.loads == [1] }
    leaving.cancel()
    try await waitUntil("the caller to stop waiting") { cancelled.values.count == 1 }
    await gate.open()
    await work.settled()
    #expect(await cache.count == 1, "the load is kept")
    #expect(try await cache.value(for: 1) == "1")
    #expect(await log.loads == [1])
  }

  @Test func evictsTheLeastRecentlyUsedBeyondTheCostLimit() async throws {
    let log = LoadLog()
    let cache = Self.cache(costLimit: 3, log: log)
    for key in [1, 2, 3, 1, 4] { _ = try await cache.value(for: key) }
    #expect(await cache.count == 3)
    for key in [1, 3, 4] { _ = try await cache.value(for: key) }
    #expect(await log.loads == [1, 2, 3, 4])
    _ = try await cache.value(for: 2)
    #expect(await log.loads == [1, 2, 3, 4, 2])
  }

  @Test func aValueCostlierThanTheLimitIsReturnedButNotKept() async throws {
    let log = LoadLog()
    let cache = Self.cache(costLimit: 2, log: log)
    _ = try await cache.value(for: 1)
    #expect(try await cache.value(for: 100) == "100")
    #expect(await cache.count == 0)
    _ = try await cache.value(for: 100)
    #expect(await log.count(of: 100) == 2)
  }

  @Test func aFailureIsNotCached() async throws {
    let log = LoadLog()
    let cache = LoadingCache<Int, String>(costLimit: 100, cost: { $0.count }) { key in
      await log.record(key)
      if await log.count(of: key) == 1 { throw LoadFailed() }
      return "\(key)"
    }
    await #expect(throws: LoadFailed.self) { try await cache.value(for: 5) }
    #expect(try await cache.value(for: 5) == "5")
    #expect(try await cache.value(for: 5) == "5")
    #expect(await log.loads == [5, 5])
  }

  /// Over random requests, the cache loads exactly when a least-recently-used list would miss.
  @Test func loadsLikeAReferenceLeastRecentlyUsedList() async throws {
    var random = SeededRandom(seed: 9)
    for _ in 0..<30 {
      let capacity = Int.random(in: 1...6, using: &random)
      let log = LoadLog()
      let cache = LoadingCache<Int, Int>(costLimit: capacity, cost: { _ in 1 }) { key in
        await log.record(key)
        return key * 2
      }
      var recent: [Int] = []
      var expectedLoads: [Int] = []
      for _ in 0..<200 {
        let key = Int.random(in: 0..<10, using: &random)
        if let index = recent.firstIndex(of: key) {
          recent.remove(at: index)
        } else {
          expectedLoads.append(key)
          if recent.count == capacity { recent.removeFirst() }
        }
        recent.append(key)
        #expect(try await cache.value(for: key) == key * 2)
      }
      #expect(await log.loads == expectedLoads)
      #expect(await cache.count == recent.count)
    }
  }
}
