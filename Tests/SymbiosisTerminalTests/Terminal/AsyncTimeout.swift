/// What waiting for the next element of a stream gave.
enum NextElement<Element: Sendable & Equatable>: Sendable, Equatable {
  case element(Element)
  case finished
  case timedOut
}

/// Waits for the next element of a stream, giving up after a deadline so a broken test fails
/// instead of hanging.
enum AsyncTimeout {
  /// The next element of `stream`; a timeout cancels the wait, which ends an `AsyncStream`.
  static func next<Element: Sendable & Equatable>(
    _ stream: AsyncStream<Element>, timeout: Duration = .seconds(5)
  ) async -> NextElement<Element> {
    await withTaskGroup(of: NextElement<Element>.self) { group in
      group.addTask {
        var iterator = stream.makeAsyncIterator()
        return await iterator.next().map { .element($0) } ?? .finished
      }
      group.addTask {
        try? await Task.sleep(for: timeout)
        return .timedOut
      }
      let first = await group.next() ?? .timedOut
      group.cancelAll()
      return first
    }
  }
}
