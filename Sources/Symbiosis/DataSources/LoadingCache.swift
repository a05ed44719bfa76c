/// A cache that loads missing values on demand, for images and other costly downloads.
///
/// A cached value is returned at once. Callers asking for a key that is being loaded share that
/// one load. Past `costLimit`, the least recently used values are dropped. A failed load is not
/// cached, so the next request tries again.
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
  private var loads: [Key: Task<Value, any Error>] = [:]

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
  /// The load goes on for the other callers when one caller is cancelled.
  ///
  /// - Throws: The error `load` threw, to every caller waiting on that load; a failed load is
  ///   not kept, so the next call loads again.
  public func value(for key: Key) async throws -> Value {
    if let entry = entries[key] {
      unlink(key)
      append(key, entry)
      return entry.value
    }
    if let pending = loads[key] { return try await pending.value }
    let load = self.load
    let pending = Task {
      // Runs on this actor, so it stores the value even when no caller is left waiting.
      defer { loads[key] = nil }
      let value = try await load(key)
      store(value, for: key)
      return value
    }
    loads[key] = pending
    return try await pending.value
  }

  /// How many values are cached.
  public var count: Int { entries.count }

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
