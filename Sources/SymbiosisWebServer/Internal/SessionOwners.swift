import Synchronization

/// The token owning each open session, kept under a lock for the checks that run on the
/// server's event loops (see ``UpgradeGate``).
final class SessionOwners: Sendable {
  private let owners = Mutex<[String: String]>([:])

  /// Records that `token` owns the session `id`.
  func set(_ id: String, _ token: String) { owners.withLock { $0[id] = token } }

  /// Forgets the session `id` (it ended).
  func remove(_ id: String) { _ = owners.withLock { $0.removeValue(forKey: id) } }

  /// Whether `token` owns the open session `id`.
  func admits(_ id: String?, token: String?) -> Bool {
    guard let id, let token, let owner = owners.withLock({ $0[id] }) else { return false }
    return WebCookie.same(owner, token)
  }
}
