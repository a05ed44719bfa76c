import ServiceLifecycle
import Synchronization

/// The service group a running ``WebServer`` runs in, for ``WebServer/stop()`` to shut down.
final class RunningGroup: Sendable {
  private let value = Mutex<ServiceGroup?>(nil)

  /// The group, `nil` while the server does not run.
  var group: ServiceGroup? { value.withLock { $0 } }

  /// Sets the group.
  func set(_ group: ServiceGroup?) { value.withLock { $0 = group } }
}
