/// What a ``Broadcast`` keeps behind its lock that does not depend on its value type.
///
/// Not generic, so the lock holding it is a concrete type: a broadcast's deinitialiser, which
/// runs unspecialised, destroys it without looking up generic type metadata.
@usableFromInline
struct BroadcastState {
  /// Counts writes of the current value, so a replay can tell whether it is still the latest.
  @usableFromInline var version: UInt64 = 0
  @usableFromInline var isHeld = false
  @usableFromInline var isCompleted = false
  @usableFromInline var nextID: UInt64 = 1
  @usableFromInline var pendingHead = 0
  /// The ids of observers cancelled while the broadcast was held, until the holder removes them.
  @usableFromInline var cancelled: [UInt64] = []
  @usableFromInline var releaseWhenUnobserved: (@Sendable () -> Void)?
  /// Something that must live as long as the broadcast, such as what feeds it.
  @usableFromInline var retained: (any Sendable & AnyObject)?

  @inlinable
  init() {}

  /// Hands out what feeds the broadcast, for the caller to let go of after the lock.
  @inlinable
  mutating func takeFeeders() -> (
    release: (@Sendable () -> Void)?, retained: (any Sendable & AnyObject)?
  ) {
    defer { (releaseWhenUnobserved, retained) = (nil, nil) }
    return (releaseWhenUnobserved, retained)
  }
}
