/// A data source's saves: one at a time, in order, each of the latest value given while the one
/// before ran, so quick edits write their last value once.
///
/// The queue is work under way (``PendingWork``) from the first value given until the last save
/// ends, so a script or a test awaiting the work it started finds the value written, and one of
/// ``PendingWork/saves``, which a program awaits before it exits.
@MainActor
final class SaveQueue<Value: Sendable> {
  /// The value to save next, given after the save in flight started.
  private var next: Value?
  /// Whether a run of saves is under way.
  private(set) var isSaving = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// Saves `value` with `save` once the save in flight, if any, ends; a value given before then
  /// replaces this one.
  func enqueue(_ value: Value, with save: @escaping @MainActor (Value) async -> Void) {
    next = value
    guard !isSaving else { return }
    isSaving = true
    let work = PendingWork.begin()
    let saving = PendingWork.saves.begin()
    // Queued rather than run now, so the edits of one turn are written once. The task keeps
    // the queue (and `save`, its source) alive until the value is written.
    Task { @MainActor [self] in
      while let value = next {
        next = nil
        await save(value)
      }
      isSaving = false
      let waiting = waiters
      waiters = []
      for waiter in waiting { waiter.resume() }
      work?.end()
      saving.end()
    }
  }

  /// Returns once no save is under way.
  func finished() async {
    guard isSaving else { return }
    await withCheckedContinuation { waiters.append($0) }
  }
}
