/// What a timer registers when it is set, before its task starts: the work a scripted runner
/// waits for (``PendingWork``) and, on a clock that tracks timers, the timer itself.
///
/// Ending it (in the task's `defer`, or by its release) ends both once.
package struct TimerRegistration: Sendable {
  private let work: PendingWork.Token?
  private let timer: (any TrackedTimer)?

  /// Registers a timer about to start on `clock`.
  package init(on clock: some Clock) {
    work = PendingWork.begin()
    timer = (clock as? any TimerTrackingClock)?.startTimer()
  }

  /// Waits on `clock` (the one given to `init`) until `deadline`; returns `false` when
  /// cancelled first. A deadline already reached returns at once without sleeping.
  ///
  /// Where the work's tracker skips waits (a scripted runner's), the wait also ends once
  /// nothing else is under way there, whichever comes first.
  package func wait<C: Clock>(until deadline: C.Instant, on clock: C) async -> Bool {
    let now = clock.now
    guard now < deadline, let tracker = work?.work, tracker.skipsWaits else {
      return await sleep(until: deadline, on: clock)
    }
    let remaining = now.duration(to: deadline) as? Duration ?? .zero
    let due = ContinuousClock.now.advanced(by: remaining)
    return await withTaskGroup(of: Bool.self) { group in
      group.addTask { await sleep(until: deadline, on: clock) }
      group.addTask { await tracker.skippableWait(due: due) }
      let first = await group.next() ?? false
      group.cancelAll()
      return first && !Task.isCancelled
    }
  }

  private func sleep<C: Clock>(until deadline: C.Instant, on clock: C) async -> Bool {
    guard let timer else { return await clock.wait(until: deadline) }
    if clock.now < deadline {
      do {
        try await timer.sleep(until: deadline)
      } catch {
        return false
      }
    }
    return !Task.isCancelled
  }

  /// Ends the registration: the work is done and the timer runs no more.
  package func end() {
    timer?.end()
    work?.end()
  }
}
