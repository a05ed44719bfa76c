/// The observers of one root stream, in subscription order.
///
/// Removal is O(log n) amortised: entries are sorted by id, a removed entry leaves a hole, and
/// the holes are swept out once they are half the list. That keeps cancelling any of 200,000
/// live subscriptions cheap without giving up delivery in subscription order.
@usableFromInline
struct ObserverList<Value: Sendable> {
  @usableFromInline
  typealias Observer = @Sendable (Event<Value>) -> Void

  @usableFromInline var entries: ContiguousArray<(id: UInt64, observer: Observer?)> = []
  @usableFromInline var count = 0

  @inlinable
  init() {}

  @inlinable
  mutating func append(id: UInt64, _ observer: @escaping Observer) {
    entries.append((id, observer))
    count += 1
  }

  /// Removes the observer `id`; returns whether it was there.
  @inlinable
  @discardableResult
  mutating func remove(id: UInt64) -> Bool {
    guard let index = index(of: id), entries[index].observer != nil else { return false }
    entries[index].observer = nil
    count -= 1
    if count <= entries.count / 2 { entries.removeAll { $0.observer == nil } }
    return true
  }

  @inlinable
  mutating func removeAll() {
    entries = []
    count = 0
  }

  @inlinable
  func forEach(_ body: (Observer) -> Void) {
    for entry in entries {
      if let observer = entry.observer { body(observer) }
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
