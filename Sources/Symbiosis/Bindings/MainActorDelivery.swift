/// Hands values to a main-actor closure in the order they were sent, from any thread.
///
/// A value sent while running on the main actor, with nothing waiting, is handed over at once
/// (`Task.immediate` runs synchronously there), so a view bound to state changed on the main
/// actor updates in the same turn: no frame of lag. Values from other threads wait for the main
/// actor, and so does any value sent after them.
final class MainActorDelivery<Value: Sendable>: Sendable {
  private let receive: @MainActor (Value) -> Void
  private let pending = Locked((values: [Value](), isScheduled: false, isClosed: false))

  init(_ receive: @escaping @MainActor (Value) -> Void) {
    self.receive = receive
  }

  func deliver(_ value: Value) {
    let schedule = pending.withLock { pending in
      guard !pending.isClosed else { return false }
      pending.values.append(value)
      defer { pending.isScheduled = true }
      return !pending.isScheduled
    }
    guard schedule else { return }
    // A value on its way to the main actor is work a script waits for.
    let work = PendingWork.begin()
    Task.immediate { @MainActor in
      self.drain()
      work?.end()
    }
  }

  /// Drops waiting values and everything sent from now on.
  func close() {
    pending.withLock { pending in
      pending.isClosed = true
      pending.values = []
    }
  }

  @MainActor
  private func drain() {
    while true {
      let values = pending.withLock { pending in
        defer { pending.values = [] }
        if pending.values.isEmpty { pending.isScheduled = false }
        return pending.values
      }
      guard !values.isEmpty else { return }
      for value in values { receive(value) }
    }
  }
}
