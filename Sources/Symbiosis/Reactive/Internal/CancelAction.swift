/// Runs a cancellation action at most once, whoever asks first.
@usableFromInline
final class CancelAction: SubscriptionCanceller {
  @usableFromInline let action: Lock<(@Sendable () -> Void)?>

  @inlinable
  init(_ action: @escaping @Sendable () -> Void) {
    self.action = Lock(action)
  }

  @inlinable
  func cancel(subscription id: UInt64) {
    let action = self.action.withLock { stored in
      defer { stored = nil }
      return stored
    }
    action?()
  }
}
