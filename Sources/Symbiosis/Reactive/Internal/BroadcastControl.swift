/// The part of a ``Broadcast`` that code not knowing its value type uses: cancelling a
/// subscription and completing the stream.
///
/// A subscription cancels through a protocol, and a deinitialiser runs generic code; a generic
/// class's methods called from there run unspecialised and look up type metadata on every
/// call. This non-generic base class calls functions made in the broadcast's (inlined,
/// specialised) initialiser instead, so cancelling and completing cost what subscribing does.
/// Those functions capture nothing where the value type is known, so making them allocates
/// nothing.
@usableFromInline
class BroadcastControl: SubscriptionCanceller, @unchecked Sendable {
  // Safety of @unchecked Sendable: the class is not final only so that `Broadcast` can inherit
  // from it; its stored properties are Sendable `let`s.
  @usableFromInline let cancelAction: @Sendable (BroadcastControl, UInt64) -> Void
  @usableFromInline let completeAction: @Sendable (BroadcastControl) -> Void

  @inlinable
  init(
    cancel: @escaping @Sendable (BroadcastControl, UInt64) -> Void,
    complete: @escaping @Sendable (BroadcastControl) -> Void
  ) {
    cancelAction = cancel
    completeAction = complete
  }

  @inlinable
  final func cancel(subscription id: UInt64) { cancelAction(self, id) }

  /// Completes the broadcast.
  @inlinable
  final func complete() { completeAction(self) }
}
