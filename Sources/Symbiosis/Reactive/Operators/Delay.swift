extension Signal {
  /// Sends each event, completion included, `interval` later on `clock`, in the same order.
  public func delay<C: Clock>(for interval: C.Duration, clock: C) -> Signal<Value> {
    let source = self
    return Signal { observer in
      let queue = Locked(DelayQueue<Value, C.Instant>())
      let subscription = source.observe { event in
        let deadline = clock.now.advanced(by: interval)
        let id = queue.withLock { $0.append(event, at: deadline) }
        let timer = TimerRegistration(on: clock)
        let task = Task {
          defer {
            queue.withLock { $0.finish(id) }
            timer.end()
          }
          guard await timer.wait(until: deadline, on: clock),
            queue.withLock({ $0.startDelivering(reached: deadline) })
          else { return }
          // One task at a time delivers every due event, in order; see `DelayQueue`.
          while let event = queue.withLock({ $0.nextDue(at: clock.now) }) { observer(event) }
        }
        queue.withLock { $0.track(task, id: id) }
      }
      return Subscription([subscription, Subscription { queue.withLock { $0.cancel() } }])
    }
  }
}

/// The events a `delay` holds, by deadline, and whether a task is delivering them.
///
/// A task that wakes while another delivers leaves its event to that one: the deliverer checks
/// for due events once more before it stops, and the woken task's event is due by then.
///
/// An event is due once the clock is at its deadline, or once a task has woken for a deadline
/// as late (a scripted runner lets a wait end early, without moving the clock).
private struct DelayQueue<Value: Sendable, Instant: InstantProtocol>: Sendable {
  private var entries: [(deadline: Instant, event: Event<Value>)] = []
  /// The latest deadline a task has woken for.
  private var reached: Instant?
  private var nextID: UInt64 = 0
  private var tasks: [UInt64: Task<Void, Never>] = [:]
  /// Tasks that ended before they were tracked (a zero interval), so `track` skips them.
  private var finishedEarly: Set<UInt64> = []
  private var isDelivering = false
  private var isCancelled = false

  mutating func append(_ event: Event<Value>, at deadline: Instant) -> UInt64 {
    entries.append((deadline, event))
    nextID += 1
    return nextID
  }

  mutating func track(_ task: Task<Void, Never>, id: UInt64) {
    if isCancelled {
      task.cancel()
    } else if finishedEarly.remove(id) == nil {
      tasks[id] = task
    }
  }

  mutating func finish(_ id: UInt64) {
    if tasks.removeValue(forKey: id) == nil { finishedEarly.insert(id) }
  }

  /// Makes the caller, woken for `deadline`, the deliverer, unless there already is one.
  mutating func startDelivering(reached deadline: Instant) -> Bool {
    reached = max(reached ?? deadline, deadline)
    guard !isDelivering, !isCancelled else { return false }
    isDelivering = true
    return true
  }

  /// The next event due at `now`, or `nil` when none is, which ends the caller's delivering.
  mutating func nextDue(at now: Instant) -> Event<Value>? {
    guard !isCancelled, let first = entries.first, first.deadline <= max(now, reached ?? now)
    else {
      isDelivering = false
      return nil
    }
    entries.removeFirst()
    return first.event
  }

  mutating func cancel() {
    isCancelled = true
    entries = []
    for task in tasks.values { task.cancel() }
    tasks = [:]
  }
}
