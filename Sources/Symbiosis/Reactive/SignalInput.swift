extension Signal {
  /// The sending end of a root signal: `let input = Signal<Int>.Input()`, then `input.signal`.
  ///
  /// Sending from any thread is safe; when the input is deallocated, the signal completes, so
  /// bindings fed by a view's signals end with the view.
  public final class Input: Sendable {
    @usableFromInline let broadcast: Broadcast<Value>

    /// Makes an input and its signal.
    @inlinable
    public init() { broadcast = Broadcast(current: nil) }

    deinit { broadcast.complete() }

    /// The signal this input feeds.
    @inlinable
    public var signal: Signal<Value> {
      let broadcast = broadcast
      return Signal { observer in broadcast.attach(replay: false, observer) }
    }

    /// Sends `value` to every current observer.
    @inlinable
    public func send(_ value: Value) { broadcast.send(value) }

    /// Completes the signal; later sends are ignored.
    @inlinable
    public func complete() { broadcast.finish() }
  }
}

extension Signal.Input where Value == Void {
  /// Sends an event that carries nothing.
  public func send() { send(()) }
}
