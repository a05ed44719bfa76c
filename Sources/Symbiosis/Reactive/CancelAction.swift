import Synchronization

/// Runs a cancellation action at most once, whoever asks first.
@usableFromInline
final class CancelAction: SubscriptionCanceller {
  @usableFromInline let action: Mutex<(@Sendable () -> Void)?>

  @inlinable
  init(_ action: @escaping @Sendable () -> Void) {
    self.action = Mutex(action)
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
