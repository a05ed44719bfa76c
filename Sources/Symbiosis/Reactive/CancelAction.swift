import Synchronization

/// Runs a cancellation action at most once, whoever asks first.
final class CancelAction: SubscriptionCanceller {
  private let action: Mutex<(@Sendable () -> Void)?>

  init(_ action: @escaping @Sendable () -> Void) {
    self.action = Mutex(action)
  }

  func cancel(subscription id: UInt64) {
    let action = self.action.withLock { stored in
      defer { stored = nil }
      return stored
    }
    action?()
  }
}
