/// Collects the bindings made while it is current, so that they can all end at once.
///
/// A ``ComponentBinder`` runs its view's `bindings(_:)` inside a scope and ends the scope before
/// it binds another view model; that is how a reused cell's old bindings end before its new
/// ones start. Every binding the core makes (`<~`, ``Binding``, actions, child components) joins
/// the current scope, if there is one.
public final class BindingScope: Sendable {
  @TaskLocal static var current: BindingScope?

  private let state = Lock((subscriptions: [Subscription](), hasEnded: false))

  /// Makes an open scope.
  public init() {}

  /// Runs `body` with this scope current: the bindings it makes join the scope.
  public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
    try BindingScope.$current.withValue(self, operation: body)
  }

  /// Adds `subscription`, or cancels it at once if the scope has already ended.
  public func add(_ subscription: Subscription) {
    let hasEnded = state.withLock { state in
      if !state.hasEnded { state.subscriptions.append(subscription) }
      return state.hasEnded
    }
    if hasEnded { subscription.cancel() }
  }

  /// Ends every binding in the scope; bindings added later end at once.
  public func end() {
    let subscriptions = state.withLock { state in
      state.hasEnded = true
      defer { state.subscriptions = [] }
      return state.subscriptions
    }
    for subscription in subscriptions { subscription.cancel() }
  }

  /// Whether ``end()`` has been called.
  public var hasEnded: Bool { state.withLock { $0.hasEnded } }

  /// Adds `subscription` to the current scope, if any, and returns it.
  @discardableResult
  static func register(_ subscription: Subscription) -> Subscription {
    current?.add(subscription)
    return subscription
  }
}
