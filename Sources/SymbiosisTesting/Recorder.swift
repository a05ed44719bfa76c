import Symbiosis

/// Records every event a property, signal or async sequence sends, for exact assertions in tests.
///
/// ```swift
/// let recorder = Recorder(model.results)
/// model.term.value = "abba"
/// try await waitUntil { recorder.values.count == 2 }
/// #expect(recorder.values == [.idle, .searching])
/// ```
public final class Recorder<Value: Sendable>: Sendable {
  private let recorded = Lock<[Event<Value>]>([])
  private let subscription = Lock<Subscription?>(nil)

  /// Starts recording `source` (a property's current value is the first value recorded).
  public init(_ source: some BindingSource<Value>) {
    let subscription = source.bindingSignal.observe { [weak self] event in self?.store(event) }
    // Holding the subscription keeps the source alive while it is recorded.
    self.subscription.withLock { $0 = subscription }
  }

  /// Starts recording the elements of `sequence`, its end as completion: for streams such as a
  /// terminal's input or signals.
  public init<Elements: AsyncSequence<Value, Never> & Sendable>(sequence: Elements) {
    let task = Task { [weak self] in
      for await element in sequence { self?.store(.value(element)) }
      self?.store(.completed)
    }
    subscription.withLock { $0 = Subscription { task.cancel() } }
  }

  /// A recorder of what a test hands it with ``record(_:)``, from any thread: what a closure
  /// sees (an observer's values, a lifetime ending, a deinit) rather than a source.
  public init() {}

  deinit { cancel() }

  /// Records `value`, as if a source had sent it.
  public func record(_ value: Value) { store(.value(value)) }

  /// Every event so far, in order.
  public var events: [Event<Value>] { recorded.withLock { $0 } }

  /// Every value so far, in order.
  public var values: [Value] { events.compactMap(\.value) }

  /// The latest value, if any.
  public var last: Value? { values.last }

  /// Whether the source has completed.
  public var isCompleted: Bool { events.contains { $0.value == nil } }

  /// Stops recording; an async sequence's iteration is cancelled, which ends an `AsyncStream`.
  public func cancel() { subscription.withLock { $0 }?.cancel() }

  private func store(_ event: Event<Value>) { recorded.withLock { $0.append(event) } }
}

extension Recorder where Value == Void {
  /// Records that something happened: a recorder of `Void` counts events.
  public func record() { record(()) }
}
