/// The observers of one root stream, in subscription order.
///
/// The first observer is held inline, so a stream observed once allocates nothing for it; the
/// others go to an array. Removal from the array is O(log n) amortised: entries are sorted by
/// id, a removed entry leaves a hole, and the holes are swept out once they are half the list.
/// That keeps cancelling any of 200,000 live subscriptions cheap without giving up delivery in
/// subscription order.
@usableFromInline
struct ObserverList<Value: Sendable> {
  @usableFromInline
  typealias Observer = @Sendable (Event<Value>) -> Void

  /// An observer subscribed before every one in `entries`; only filled while `entries` is empty.
  /// Two fields rather than an optional tuple, which costs an outlined copy on every delivery.
  @usableFromInline var firstObserver: Observer?
  @usableFromInline var firstID: UInt64 = 0
  @usableFromInline var entries: ContiguousArray<(id: UInt64, observer: Observer?)> = []
  /// How many entries are not holes.
  @usableFromInline var entriesCount = 0

  @inlinable
  init() {}

  /// How many observers there are.
  @inlinable
  var count: Int { firstObserver == nil ? entriesCount : entriesCount + 1 }

  /// Adds `observer`, whose `id` is greater than every id added before.
  @inlinable
  mutating func append(id: UInt64, _ observer: @escaping Observer) {
    if firstObserver == nil, entriesCount == 0 {
      (firstID, firstObserver) = (id, observer)
    } else {
      entries.append((id, observer))
      entriesCount += 1
    }
  }

  /// Removes the observer `id` and hands it back, for the caller to release where it may.
  @inlinable
  mutating func remove(id: UInt64) -> Observer? {
    if id == firstID, let observer = firstObserver {
      firstObserver = nil
      return observer
    }
    guard let index = index(of: id), let observer = entries[index].observer else { return nil }
    entries[index].observer = nil
    entriesCount -= 1
    if entriesCount <= entries.count / 2 { entries.removeAll { $0.observer == nil } }
    return observer
  }

  @inlinable
  mutating func removeAll() {
    firstObserver = nil
    entries = []
    entriesCount = 0
  }

  /// Calls `body` with each observer and its id, in subscription order.
  @inlinable
  func forEach(_ body: (UInt64, Observer) -> Void) {
    if let firstObserver { body(firstID, firstObserver) }
    for entry in entries {
      if let observer = entry.observer { body(entry.id, observer) }
    }
  }

  @inlinable
  func index(of id: UInt64) -> Int? {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].id < id { low = middle + 1 } else { high = middle }
    }
    return low < entries.count && entries[low].id == id ? low : nil
  }
}
