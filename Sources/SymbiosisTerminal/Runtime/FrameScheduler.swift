/// Draws at most one frame per interval (60 a second by default), however many changes ask
/// for one: every change of one turn of the main actor lands in the same frame.
@MainActor
final class FrameScheduler {
  private let interval: Duration
  private let draw: @MainActor () -> Void
  private var pending: Task<Void, Never>?
  private var lastFrame = ContinuousClock.now - .seconds(1)

  /// A scheduler calling `draw` for each frame.
  init(interval: Duration = .microseconds(16_667), draw: @escaping @MainActor () -> Void) {
    self.interval = interval
    self.draw = draw
  }

  /// Asks for a frame; the first request after a frame schedules the next one.
  func schedule() {
    guard pending == nil else { return }
    let due = lastFrame + interval
    pending = Task { @MainActor [weak self] in
      // Yielding first lets the rest of this turn's changes in before the frame is drawn.
      await Task.yield()
      try? await Task.sleep(until: due, clock: .continuous)
      self?.fire()
    }
  }

  /// Draws now, dropping a scheduled frame.
  func drawNow() {
    pending?.cancel()
    fire()
  }

  private func fire() {
    pending = nil
    lastFrame = .now
    draw()
  }

  func cancel() {
    pending?.cancel()
    pending = nil
  }
}
