import Symbiosis

/// A fake async operation (a load, a download, a search) whose calls wait until the test answers
/// them, one at a time in order: the test, not the machine's speed, decides when each finishes.
///
/// ```swift
/// let api = Gate<[Person]>()
/// let source = DataSource(load: api.load)
/// source.refresh()
/// try await api.answer(.success([.ada]))
/// ```
///
/// A cancelled call throws `CancellationError` at once and is counted in ``cancellations``.
public final class Gate<Value: Sendable>: Sendable {
  private struct State {
    var waiting: [(id: Int, continuation: CheckedContinuation<Value, any Error>)] = []
    var nextID = 0
    var calls = 0
    var cancellations = 0
  }

  private let state = Lock(State())

  /// A gate no call has reached yet.
  public init() {}

  /// How many times ``load()`` has been called.
  public var calls: Int { state.withLock { $0.calls } }

  /// How many calls a cancel ended, before or while they waited; never one already answered.
  public var cancellations: Int { state.withLock { $0.cancellations } }

  /// Waits for the test's answer: its value, or its error thrown.
  @Sendable public func load() async throws -> Value {
    let id = state.withLock { state in
      state.calls += 1
      defer { state.nextID += 1 }
      return state.nextID
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        // Read once, under the lock the cancel handler takes: the call either waits, and the
        // handler finds it, or ends here, and the handler finds nothing. Two reads could see a
        // cancel arrive between them and let both sides resume.
        let waits = state.withLock { state in
          guard !Task.isCancelled else {
            state.cancellations += 1
            return false
          }
          state.waiting.append((id, continuation))
          return true
        }
        if !waits { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      let mine = state.withLock { state in
        state.waiting.firstIndex { $0.id == id }.map { index in
          state.cancellations += 1
          return state.waiting.remove(at: index)
        }
      }
      mine?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Answers the oldest waiting call with `result`, first waiting for a call to come.
  ///
  /// - Throws: ``WaitTimeout`` when no call comes (see ``waitUntil(_:timeout:fileID:line:isolation:_:)``).
  public func answer(
    _ result: Result<Value, any Error>, fileID: String = #fileID, line: Int = #line
  ) async throws {
    var next: CheckedContinuation<Value, any Error>?
    try await waitUntil("a call to answer", fileID: fileID, line: line) {
      next = state.withLock { $0.waiting.isEmpty ? nil : $0.waiting.removeFirst().continuation }
      return next != nil
    }
    next?.resume(with: result)
  }
}
