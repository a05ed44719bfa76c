import Symbiosis

/// A thread-safe counter for tests.
final class Tally: Sendable {
  fileprivate let value = Lock(0)
  func increment() { value.withLock { $0 += 1 } }
  var count: Int { value.withLock { $0 } }
}

/// A thread-safe list for tests that collect from closures.
final class Collected<Element: Sendable>: Sendable {
  private let elements = Lock<[Element]>([])
  func append(_ element: Element) { elements.withLock { $0.append(element) } }
  var all: [Element] { elements.withLock { $0 } }
}

extension Tally {
  func decrement() { value.withLock { $0 -= 1 } }
}
