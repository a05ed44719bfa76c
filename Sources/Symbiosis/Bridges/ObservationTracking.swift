import Observation

extension Property {
  /// A property holding what `read` reads from `@Observable` objects, recomputed when any of
  /// those reads changes.
  ///
  /// Changes made in one turn of the main actor give one update, after that turn, and the
  /// property is updated on the main actor. It stops tracking once it is no longer referenced or
  /// observed, and it keeps the objects `read` captures alive only as long as that.
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
    // The broadcast keeps the tracker (and so what `read` reads) alive; the observed objects
    // point back only weakly, through `track`'s change handler. No cycle.
    broadcast.retain(self)
    return broadcast
  }

  private func track() -> Value {
    withObservationTracking(read) { [weak self] in
      // Called once, before the first write of a turn; the update reads after the turn.
      let tracker = self
      let work = PendingWork.begin()
      Task { @MainActor in
        tracker?.update()
        work?.end()
      }
    }
  }

  private func update() {
    guard let broadcast else { return }
    broadcast.send(track())
  }
}
