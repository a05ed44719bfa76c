/// The endings registered with a ``Lifetime``, and the canceller of the subscriptions that
/// unregister them.
///
/// A separate object from its lifetime so that those subscriptions can hold it strongly: it
/// holds no reference to the lifetime, so they never keep the lifetime (or its owner) alive, and
/// a subscription cancelled after the lifetime ended finds the endings already cleared and does
/// nothing. A weak reference to the lifetime would do the same at the cost of a side table per
/// lifetime and an object per ending.
///
/// Most lifetimes have one ending (the binding into their owner): it is kept inline, and a
/// table is made only for a second one held at the same time.
final class LifetimeEndings: SubscriptionCanceller {
  private struct State {
    /// The id the next ending gets, or 0 once the endings have run (a flag of its own would
    /// take the object past an allocator size class). Ids start at 1 and only grow, so they
    /// give the order of registration.
    var nextID: UInt64 = 1
    var hasEnded: Bool { nextID == 0 }
    /// The id of the ending in `first`; meaningless while `first` is nil.
    var firstID: UInt64 = 0
    /// The inline ending. Only filled while `more` is empty, so its id is below all of `more`'s.
    var first: (@Sendable () -> Void)?
    /// Every ending beyond the inline one.
    var more: [UInt64: @Sendable () -> Void] = [:]
  }

  private let state = Lock(State())

  /// Whether the endings have run.
  var hasEnded: Bool { state.withLock { $0.hasEnded } }

  /// Registers `action`, returning its id, or nil without registering if the endings have run.
  func add(_ action: @escaping @Sendable () -> Void) -> UInt64? {
    state.withLock { state in
      guard !state.hasEnded else { return nil }
      let id = state.nextID
      state.nextID += 1
      if state.first == nil && state.more.isEmpty {
        state.firstID = id
        state.first = action
      } else {
        state.more[id] = action
      }
      return id
    }
  }

  /// Runs every registered ending once, in the order they were registered, outside the lock.
  func end() {
    let endings = state.withLock { state -> [@Sendable () -> Void] in
      guard !state.hasEnded else { return [] }
      state.nextID = 0
      var endings: [@Sendable () -> Void] = []
      endings.reserveCapacity((state.first == nil ? 0 : 1) + state.more.count)
      if let first = state.first { endings.append(first) }
      endings += state.more.sorted { $0.key < $1.key }.map(\.value)
      state.first = nil
      state.more = [:]
      return endings
    }
    for ending in endings { ending() }
  }

  /// Unregisters the ending `id`, which then never runs; the action is released outside the
  /// lock, since releasing it may run arbitrary deinitializers.
  func cancel(subscription id: UInt64) {
    let removed = state.withLock { state -> (@Sendable () -> Void)? in
      if state.first != nil && state.firstID == id {
        defer { state.first = nil }
        return state.first
      }
      return state.more.removeValue(forKey: id)
    }
    withExtendedLifetime(removed) {}
  }
}
