import Observation

extension Property {
  /// A property holding what `read` reads from `@Observable` objects, recomputed when any of
  /// those reads changes.
  ///
  /// Changes made in one turn of the main actor give one update, after that turn, and the
  /// property is updated on the main actor. It stops tracking once it is no longer referenced or
  /// observed.
  @MainActor
  public convenience init(tracking read: @escaping @MainActor () -> Value) {
    let tracker = ObservationTracker(read)
    self.init(broadcast: tracker.start())
  }
}

/// Re-runs a read whenever the `@Observable` state it touched changes.
@MainActor
private final class ObservationTracker<Value: Sendable> {
  private let read: @MainActor () -> Value
  private weak var broadcast: Broadcast<Value>?

  init(_ read: @escaping @MainActor () -> Value) {
    self.read = read
  }

  func start() -> Broadcast<Value> {
    let broadcast = Broadcast(current: track())
    self.broadcast = broadcast
    return broadcast
  }

  private func track() -> Value {
    withObservationTracking(read) {
      // Called once, before the first write of a turn; the update reads after the turn.
      Task { @MainActor in self.update() }
    }
  }

  private func update() {
    guard let broadcast else { return }
    broadcast.send(track())
  }
}
