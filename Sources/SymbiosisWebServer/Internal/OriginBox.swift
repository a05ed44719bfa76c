import Synchronization

/// The allowed origins, known once the server listens (its port may be picked then), for the
/// upgrade checks that run on the server's threads.
final class OriginBox: Sendable {
  private let value = Mutex<WebOrigins?>(nil)

  /// The origins, `nil` until the server listens.
  var origins: WebOrigins? { value.withLock { $0 } }

  /// Sets the origins.
  func set(_ origins: WebOrigins) { value.withLock { $0 = origins } }
}
