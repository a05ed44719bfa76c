/// Cancels a broadcast's subscriptions and completes it through closures made where the
/// broadcast's value type is known.
///
/// A subscription cancels through a protocol, and a deinitialiser runs generic code; a generic
/// class's methods called from there run unspecialised and look up type metadata on every
/// call. This non-generic class calls closures created in the broadcast's (inlined,
/// specialised) initialiser instead, so cancelling and completing cost what subscribing does.
/// It holds the broadcast weakly: a subscription does not keep its source alive.
@usableFromInline
final class BroadcastControl: SubscriptionCanceller, @unchecked Sendable {
  // Safety of @unchecked Sendable: both closures are set once, in the broadcast's initialiser,
  // before the control is handed to anyone; afterwards they are only read.
  @usableFromInline var cancelAction: (@Sendable (UInt64) -> Void)?
  @usableFromInline var completeAction: (@Sendable () -> Void)?

  @inlinable
  init() {}

  @inlinable
  func cancel(subscription id: UInt64) { cancelAction?(id) }

  /// Completes the broadcast.
  @inlinable
  func complete() { completeAction?() }
}
