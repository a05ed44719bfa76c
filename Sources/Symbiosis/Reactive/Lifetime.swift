/// How long something lives: bindings made into an object end when its lifetime ends.
///
/// An object that can be a binding target keeps one as a stored property
/// (`let lifetime = Lifetime()`); when the object is deallocated, so is its lifetime, and every
/// subscription tied to it is cancelled. Never keep another object's lifetime alive yourself:
/// observe it with ``observeEnded(_:)`` or tie subscriptions to it with ``tie(_:)``.
public final class Lifetime: Sendable {
  private struct State {
    var hasEnded = false
    var nextID: UInt64 = 1
    var endings: [UInt64: @Sendable () -> Void] = [:]
  }

  private let state = Lock(State())

  /// Makes a lifetime that ends when it is deallocated or when ``end()`` is called.
  public init() {}

  deinit { end() }

  /// Whether the lifetime has ended.
  public var hasEnded: Bool { state.withLock { $0.hasEnded } }

  /// Ends the lifetime now, running every registered ending once.
  public func end() {
    let endings = state.withLock { state -> [@Sendable () -> Void] in
      guard !state.hasEnded else { return [] }
      state.hasEnded = true
      defer { state.endings = [:] }
      return state.endings.sorted { $0.key < $1.key }.map(\.value)
    }
    for ending in endings { ending() }
  }

  /// Runs `action` when the lifetime ends, or at once if it already has.
  ///
  /// - Returns: A subscription that unregisters `action` without running it.
  @discardableResult
  public func observeEnded(_ action: @escaping @Sendable () -> Void) -> Subscription {
    let id: UInt64? = state.withLock { state in
      guard !state.hasEnded else { return nil }
      defer { state.nextID += 1 }
      state.endings[state.nextID] = action
      return state.nextID
    }
    guard let id else {
      action()
      return .empty
    }
    return Subscription(canceller: Unregister(lifetime: self), id: id)
  }

  /// Cancels `subscription` when the lifetime ends.
  public func tie(_ subscription: Subscription) {
    observeEnded { subscription.cancel() }
  }

  fileprivate func unregister(_ id: UInt64) {
    _ = state.withLock { $0.endings.removeValue(forKey: id) }
  }

  /// Unregisters an ending without keeping the lifetime alive.
  private final class Unregister: SubscriptionCanceller {
    weak let lifetime: Lifetime?
    init(lifetime: Lifetime) { self.lifetime = lifetime }
    func cancel(subscription id: UInt64) { lifetime?.unregister(id) }
  }
}

/// An object whose properties can be binding targets and whose bindings end with it.
public protocol LifetimeProviding: AnyObject {
  /// The object's lifetime; it must end when the object is deallocated.
  var lifetime: Lifetime { get }
}
