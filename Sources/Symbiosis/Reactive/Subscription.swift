/// Something that can end a subscription it handed out.
@usableFromInline
protocol SubscriptionCanceller: AnyObject, Sendable {
  /// Ends the subscription named by `id`; a second call for the same `id` does nothing.
  func cancel(subscription id: UInt64)
}

/// A handle that ends one observation of a stream.
///
/// Dropping the handle does not end the observation: that is what lets bindings live exactly as
/// long as their target without a bag (see ``Lifetime``). Keep the handle only to end earlier.
/// While it exists it keeps the source it observes alive.
public struct Subscription: Sendable {
  @usableFromInline let canceller: (any SubscriptionCanceller)?
  @usableFromInline let id: UInt64

  /// A subscription to something that has already ended; cancelling it does nothing.
  public static let empty = Subscription(canceller: nil, id: 0)

  /// A subscription that `canceller` ends when it is asked to cancel `id`.
  @inlinable
  init(canceller: (any SubscriptionCanceller)?, id: UInt64) {
    self.canceller = canceller
    self.id = id
  }

  /// A subscription that runs `action` once, on the first ``cancel()``.
  @inlinable
  public init(_ action: @escaping @Sendable () -> Void) {
    self.init(canceller: CancelAction(action), id: 0)
  }

  /// A subscription that ends all of `subscriptions` together.
  @inlinable
  public init(_ subscriptions: [Subscription]) {
    self.init { for subscription in subscriptions { subscription.cancel() } }
  }

  /// Ends the observation; calling it again does nothing.
  ///
  /// Nothing is delivered to the observer after this returns: not a value queued before the
  /// cancel, nor the value being delivered to the other observers, if this one has not had it.
  /// The one exception is a call already under way on another thread, which the cancel cannot
  /// take back: a call to this observer, or an operator that joins streams (a timer firing, one
  /// of several sources sending) that has taken a value for delivery just then.
  @inlinable
  public func cancel() {
    canceller?.cancel(subscription: id)
  }
}
