extension Signal: AsyncSequence {
  /// Iterates a signal's values in a `for await` loop.
  ///
  /// Each iterator observes the signal from the moment it is made and buffers what arrives
  /// until it is read; the loop ends when the signal completes. Dropping the iterator (or
  /// cancelling its task) ends the observation.
  public struct AsyncIterator: AsyncIteratorProtocol {
    private var base: AsyncStream<Value>.Iterator

    init(_ signal: Signal<Value>) {
      let stream = AsyncStream<Value> { continuation in
        let subscription = signal.observe { event in
          switch event {
          case .value(let value): continuation.yield(value)
          case .completed: continuation.finish()
          }
        }
        continuation.onTermination = { _ in subscription.cancel() }
      }
      base = stream.makeAsyncIterator()
    }

    /// The next value, or `nil` once the signal has completed.
    public mutating func next() async -> Value? { await base.next() }
  }

  /// Starts observing for iteration.
  public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(self) }
}

extension Signal {
  /// A signal that iterates `sequence` in a new task for each observer, sending its elements,
  /// and completes when it ends. Cancelling the subscription cancels the task.
  public init<Sequence: AsyncSequence<Value, Never> & Sendable>(_ sequence: Sequence) {
    self.init(sequence, catch: { _ in nil })
  }

  /// A signal that iterates a throwing `sequence`; an error is sent as the value `recover`
  /// makes of it (or dropped for `nil`), and then the signal completes.
  ///
  /// As with ``Signal/async(_:catch:)``, a cancelled iteration is over, not failed: `recover`
  /// never sees a `CancellationError`, nor an error thrown once the subscription was cancelled.
  public init<Sequence: AsyncSequence & Sendable>(
    _ sequence: Sequence,
    catch recover: @escaping @Sendable (any Error) -> Value?
  ) where Sequence.Element == Value {
    self.init { observer in
      let serializer = Serializer(observer)
      let task = Task {
        do {
          for try await value in sequence { serializer.send(.value(value)) }
        } catch {
          if !isCancellation(error), let value = recover(error) {
            serializer.send(.value(value))
          }
        }
        serializer.send(.completed)
      }
      serializer.own(Subscription { task.cancel() })
      return serializer.subscription
    }
  }
}
