/// Where a ``DataSource`` is in loading its value.
public enum LoadState<Value: Sendable>: Sendable {
  /// Nothing has been asked for yet.
  case idle
  /// A load is running; the source still holds its previous value, if it had one.
  case loading
  /// The source holds `value`.
  case loaded(Value)
  /// The source loaded a value with nothing in it (an empty list, `nil`).
  case empty(Value)
  /// The last load failed with `error`; a ``LoadTimeout`` means it timed out.
  case failed(any Error)

  /// The state without its value, for showing and hiding views.
  public var phase: LoadPhase {
    switch self {
    case .idle: .idle
    case .loading: .loading
    case .loaded: .loaded
    case .empty: .empty
    case .failed(let error): error is LoadTimeout ? .timedOut : .failed
    }
  }

  /// The value of a `loaded` or `empty` state.
  public var value: Value? {
    switch self {
    case .loaded(let value), .empty(let value): value
    case .idle, .loading, .failed: nil
    }
  }

  /// The error of a `failed` state.
  public var error: (any Error)? {
    if case .failed(let error) = self { error } else { nil }
  }

  /// The same state with its value transformed.
  func mapValue<Other>(_ transform: (Value) -> Other) -> LoadState<Other> {
    switch self {
    case .idle: .idle
    case .loading: .loading
    case .loaded(let value): .loaded(transform(value))
    case .empty(let value): .empty(transform(value))
    case .failed(let error): .failed(error)
    }
  }
}

/// A ``LoadState`` without its value: what a state binding shows and hides views by.
public enum LoadPhase: Sendable, Hashable, CaseIterable {
  /// Nothing has been asked for yet.
  case idle
  /// A load is running.
  case loading
  /// A value is there.
  case loaded
  /// The value has nothing in it.
  case empty
  /// The last load failed.
  case failed
  /// The last load took longer than the source's timeout.
  case timedOut
}
