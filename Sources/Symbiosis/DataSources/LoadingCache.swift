/// A cache that loads missing values on demand, for images and other costly downloads.
///
/// A cached value is returned at once. Callers asking for a key that is being loaded share that
/// one load. Past `costLimit`, the least recently used values are dropped. A failed load is not
/// cached, so the next request tries again. A load is pending work (``PendingWork``) until it
/// lands, also when no caller waits for it any more.
public actor LoadingCache<Key: Hashable & Sendable, Value: Sendable> {
  private struct Entry {
    var value: Value
    var cost: Int
    /// The neighbours in recency order, from least to most recently used.
    var older: Key?
    var newer: Key?
  }

  private let costLimit: Int
  private let cost: @Sendable (Value) -> Int
  private let load: @Sendable (Key) async throws -> Value
  private var entries: [Key: Entry] = [:]
  private var oldest: Key?
  private var newest: Key?
  private var totalCost = 0
  /// The callers waiting for each load in flight, by the number each was given.
  private var loads: [Key: [Int: CheckedContinuation<Value, any Error>]] = [:]
  private var lastCaller = 0

  /// A cache holding values whose `cost` adds up to at most `costLimit`, filled by `load`.
  ///
  /// A single value costlier than `costLimit` is returned but not kept.
  public init(
    costLimit: Int, cost: @escaping @Sendable (Value) -> Int,
    load: @escaping @Sendable (Key) async throws -> Value
  ) {
    self.costLimit = costLimit
    self.cost = cost
    self.load = load
  }

  /// The value for `key`: cached, joined to a load in flight, or loaded now.
  ///
  /// A cancelled caller stops waiting at once; the load goes on for the other callers, and its
  /// value is kept for the next, even when no caller is left.
  ///
  /// - Throws: The error `load` threw, to every caller waiting on that load; a failed load is
  ///   not kept, so the next call loads again. `CancellationError` when the caller is cancelled
  ///   before the value is there.
  public func value(for key: Key) async throws -> Value {
    if let entry = entries[key] {
      unlink(key)
      append(key, entry)
      return entry.value
    }
    try Task.checkCancellation()
    lastCaller += 1
    let caller = lastCaller
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        // On this actor, before the cancel handler's hop to it can look for the caller.
        if Task.isCancelled {
          continuation.resume(throwing: CancellationError())
        } else {
          if loads[key] == nil { start(key) }
          loads[key]?[caller] = continuation
        }
      }
    } onCancel: {
      Task { await self.stopWaiting(caller, for: key) }
    }
  }

  /// How many values are cached.
  public var count: Int { entries.count }

  /// How many callers wait for the load of `key` in flight.
  func waitingCount(for key: Key) -> Int { loads[key]?.count ?? 0 }

  private func start(_ key: Key) {
    loads[key] = [:]
    let load = self.load
    // Pending work until it lands: it goes on when every caller has stopped waiting.
    let token = PendingWork.begin()
    Task {
      let result: Result<Value, any Error>
      do {
        result = .success(try await load(key))
      } catch {
        result = .failure(error)
      }
      finish(key, with: result)
      token?.end()
    }
  }

  private func finish(_ key: Key, with result: Result<Value, any Error>) {
    if case .success(let value) = result { store(value, for: key) }
    let callers = loads.removeValue(forKey: key) ?? [:]
    for continuation in callers.values { continuation.resume(with: result) }
  }

  private func stopWaiting(_ caller: Int, for key: Key) {
    loads[key]?.removeValue(forKey: caller)?.resume(throwing: CancellationError())
  }

  private func store(_ value: Value, for key: Key) {
    if let old = entries[key] {
      unlink(key)
      totalCost -= old.cost
    }
    let entry = Entry(value: value, cost: cost(value))
    totalCost += entry.cost
    append(key, entry)
    while totalCost > costLimit, let victim = oldest, let evicted = entries[victim] {
      unlink(victim)
      totalCost -= evicted.cost
    }
  }

  /// Adds `key` as the most recently used entry.
  private func append(_ key: Key, _ entry: Entry) {
    var entry = entry
    (entry.older, entry.newer) = (newest, nil)
    if let newest { entries[newest]?.newer = key } else { oldest = key }
    newest = key
    entries[key] = entry
  }

  /// Removes `key` and joins its neighbours.
  private func unlink(_ key: Key) {
    guard let entry = entries.removeValue(forKey: key) else { return }
    if let older = entry.older { entries[older]?.newer = entry.newer } else { oldest = entry.newer }
    if let newer = entry.newer { entries[newer]?.older = entry.older } else { newest = entry.older }
  }
}
