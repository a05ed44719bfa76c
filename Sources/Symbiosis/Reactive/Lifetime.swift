/// How long something lives: bindings made into an object end when its lifetime ends.
///
/// An object that can be a binding target keeps one as a stored property
/// (`let lifetime = Lifetime()`); when the object is deallocated, so is its lifetime, and every
/// subscription tied to it is cancelled. Never keep another object's lifetime alive yourself:
/// observe it with ``observeEnded(_:)`` or tie subscriptions to it with ``tie(_:)``.
public final class Lifetime: Sendable {
  /// Held apart from the lifetime so the subscriptions that unregister endings can hold it
  /// without keeping the lifetime alive (see ``LifetimeEndings``).
  private let endings = LifetimeEndings()

  /// Makes a lifetime that ends when it is deallocated or when ``end()`` is called.
  public init() {}

  deinit { endings.end() }

  /// Whether the lifetime has ended.
  public var hasEnded: Bool { endings.hasEnded }

  /// Ends the lifetime now, running every registered ending once.
  public func end() { endings.end() }

  /// Runs `action` when the lifetime ends, or at once if it already has.
  ///
  /// - Returns: A subscription that unregisters `action` without running it.
  @discardableResult
  public func observeEnded(_ action: @escaping @Sendable () -> Void) -> Subscription {
    guard let id = endings.add(action) else {
      action()
      return .empty
    }
    return Subscription(canceller: endings, id: id)
  }

  /// Cancels `subscription` when the lifetime ends.
  public func tie(_ subscription: Subscription) {
    observeEnded { subscription.cancel() }
  }
}

/// An object whose properties can be binding targets and whose bindings end with it.
public protocol LifetimeProviding: AnyObject {
  /// The object's lifetime; it must end when the object is deallocated.
  var lifetime: Lifetime { get }
}
