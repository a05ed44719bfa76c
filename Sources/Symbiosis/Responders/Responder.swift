/// A reusable action run when the user does something, given the current value of a data
/// source: call this person, open this link, go back.
///
/// Subclass it and override ``respond(to:)``; connect it to a view's event:
///
/// ```swift
/// final class CallResponder: Responder<Person> {
///   override func respond(to person: Person) async throws { try await dialer.call(person.phone) }
/// }
/// CallResponder().connect(to: personSource, on: callButton.taps)
/// ```
///
/// An error it throws becomes ``failure``, a value a binding can show; the next success clears
/// it. While it runs, ``isResponding`` is true and new events are ignored.
@MainActor
open class Responder<Value: Sendable> {
  /// Whether a response is running.
  public nonisolated var isResponding: Property<Bool> { respondingStore }
  /// Why the last response failed; `nil` after a success.
  public nonisolated var failure: Property<(any Error)?> { failureStore }

  private nonisolated let respondingStore = MutableProperty(false)
  private nonisolated let failureStore = MutableProperty<(any Error)?>(nil)

  /// A responder not yet connected to an event.
  public init() {}

  /// Does the work for `value`. Override it; the default does nothing.
  open func respond(to value: Value) async throws {}

  /// Responds to `value` now, unless a response is running.
  ///
  /// The response starts in this turn of the main actor and runs on until it awaits something.
  @discardableResult
  public func trigger(with value: Value) -> Task<Void, Never>? {
    guard !respondingStore.value else { return nil }
    respondingStore.value = true
    return Task.immediate { @MainActor in
      do {
        try await respond(to: value)
        failureStore.value = nil
      } catch {
        failureStore.value = error
      }
      respondingStore.value = false
    }
  }

  /// Responds with `source`'s current value to every event of `events`, until `events` ends
  /// (a view's events end with the view) or the returned subscription is cancelled. An event
  /// before the source has a value is ignored.
  ///
  /// The connection keeps the responder and the source alive while `events` lasts.
  @discardableResult
  public func connect<Event>(
    to source: DataSource<Value>, on events: Signal<Event>
  ) -> Subscription {
    source.loadIfNeeded()
    return connect(events) { _ in source.value.value }
  }

  /// Responds with each value `events` sends, until `events` ends or the returned subscription
  /// is cancelled.
  @discardableResult
  public func connect(on events: Signal<Value>) -> Subscription {
    connect(events) { $0 }
  }

  private func connect<Event>(
    _ events: Signal<Event>, value: @escaping @MainActor (Event) -> Value?
  ) -> Subscription {
    { [self] (event: Event) in if let value = value(event) { trigger(with: value) } } <~ events
  }
}

extension Responder where Value == Void {
  /// Responds to every event of `events`.
  @discardableResult
  public func connect<Event>(on events: Signal<Event>) -> Subscription {
    connect(events) { _ in () }
  }

  /// Responds now, unless a response is running.
  @discardableResult
  public func trigger() -> Task<Void, Never>? { trigger(with: ()) }
}
