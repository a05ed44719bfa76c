/// The subscription an operator holds on its source, which it may need to cancel before the
/// subscribe call that creates it has even returned (`take(1)` of a property that replays).
final class UpstreamLink: Sendable {
  private let state = Lock<(subscription: Subscription?, isEnded: Bool)>((nil, false))

  /// Stores the subscription, or cancels it at once if the link already ended.
  func connect(_ subscription: Subscription) {
    let ended = state.withLock { state in
      if !state.isEnded { state.subscription = subscription }
      return state.isEnded
    }
    if ended { subscription.cancel() }
  }

  /// Cancels the upstream subscription, now or as soon as it is connected.
  func end() {
    let subscription = state.withLock { state in
      state.isEnded = true
      defer { state.subscription = nil }
      return state.subscription
    }
    subscription?.cancel()
  }

  /// A subscription that ends this link.
  var subscription: Subscription { Subscription { self.end() } }
}
