/// One thing a stream tells its observers: a value, or that no more values will come.
///
/// Streams in Symbiosis never fail: errors of the work behind a stream are turned into values
/// (see ``Signal/async(_:catch:)``) so that a screen can show them and carry on.
public enum Event<Value: Sendable>: Sendable {
  /// The stream produced a value.
  case value(Value)
  /// The stream ended; nothing follows.
  case completed

  /// The value this event carries, or `nil` for ``completed``.
  @inlinable
  public var value: Value? {
    if case .value(let value) = self { return value }
    return nil
  }

  /// Applies `transform` to the carried value, keeping completion as it is.
  @inlinable
  public func map<Result>(_ transform: (Value) -> Result) -> Event<Result> {
    switch self {
    case .value(let value): .value(transform(value))
    case .completed: .completed
    }
  }
}

extension Event: Equatable where Value: Equatable {}
