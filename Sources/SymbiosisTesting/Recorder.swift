import Symbiosis
import Synchronization

/// Records every event a property or signal sends, for exact assertions in tests.
///
/// ```swift
/// let recorder = Recorder(model.results)
/// model.term.value = "abba"
/// #expect(recorder.values == [.idle, .searching])
/// ```
public final class Recorder<Value: Sendable>: Sendable {
  private struct State {
    var events: [Event<Value>] = []
    var waiters:
      [(
        isSatisfied: @Sendable ([Event<Value>]) -> Bool,
        resume: CheckedContinuation<Void, any Error>
      )] = []
  }

  private let state = Mutex(State())
  private let subscription = Mutex<Subscription?>(nil)

  /// Starts recording `source` (a property's current value is the first value recorded).
  public init(_ source: some BindingSource<Value>) {
    let subscription = source.bindingSignal.observe { [weak self] event in self?.record(event) }
    self.subscription.withLock { $0 = subscription }
  }

  deinit { subscription.withLock { $0?.cancel() } }

  /// Every event so far, in order.
  public var events: [Event<Value>] { state.withLock { $0.events } }

  /// Every value so far, in order.
  public var values: [Value] { events.compactMap(\.value) }

  /// The latest value, if any.
  public var last: Value? { values.last }

  /// Whether the source has completed.
  public var isCompleted: Bool {
    events.contains { if case .completed = $0 { true } else { false } }
  }

  /// Stops recording.
  public func cancel() { subscription.withLock { $0?.cancel() } }

  /// Waits until at least `count` values have been recorded and returns all of them.
  ///
  /// - Throws: ``RecorderTimeout`` when they have not arrived within `timeout`.
  @discardableResult
  public func values(count: Int, timeout: Duration = .seconds(5)) async throws -> [Value] {
    try await wait(timeout: timeout) { $0.compactMap(\.value).count >= count }
    return values
  }

  /// Waits until a value satisfying `predicate` has been recorded and returns the first one.
  ///
  /// - Throws: ``RecorderTimeout`` when none has arrived within `timeout`.
  @discardableResult
  public func value(
    where predicate: @escaping @Sendable (Value) -> Bool, timeout: Duration = .seconds(5)
  ) async throws -> Value {
    try await wait(timeout: timeout) { $0.contains { $0.value.map(predicate) ?? false } }
    return values.first(where: predicate)!
  }

  /// Waits until the source has completed.
  public func completion(timeout: Duration = .seconds(5)) async throws {
    try await wait(timeout: timeout) { $0.contains { $0.value == nil } }
  }

  private func wait(
    timeout: Duration, until isSatisfied: @escaping @Sendable ([Event<Value>]) -> Bool
  ) async throws {
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask {
        try await withCheckedThrowingContinuation { continuation in
          let done = self.state.withLock { state in
            if isSatisfied(state.events) { return true }
            state.waiters.append((isSatisfied, continuation))
            return false
          }
          if done { continuation.resume() }
        }
      }
      group.addTask {
        try await Task.sleep(for: timeout)
        throw RecorderTimeout(events: self.events.count)
      }
      defer { group.cancelAll() }
      do {
        try await group.next()
      } catch {
        failWaiters()
        throw error
      }
    }
  }

  private func record(_ event: Event<Value>) {
    let ready = state.withLock { state in
      state.events.append(event)
      let events = state.events
      let ready = state.waiters.filter { $0.isSatisfied(events) }
      state.waiters.removeAll { $0.isSatisfied(events) }
      return ready
    }
    for waiter in ready { waiter.resume.resume() }
  }

  /// Releases waiters left behind by a timeout, so their tasks can end.
  private func failWaiters() {
    let waiters = state.withLock { state in
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume.resume(throwing: CancellationError()) }
  }
}

/// A ``Recorder`` wait that ran out of time.
public struct RecorderTimeout: Error, CustomStringConvertible {
  /// How many events had been recorded.
  public let events: Int

  /// Says what did not arrive.
  public var description: String { "Timed out waiting; \(events) events recorded" }
}
