/// A thread-safe countdown, for operators that wait for several sources to finish.
final class Counter: Sendable {
  private let count: Lock<Int>

  init(_ count: Int) { self.count = Lock(count) }

  /// Lowers the count by one and returns what is left.
  func decrement() -> Int {
    count.withLock { count in
      count -= 1
      return count
    }
  }
}
