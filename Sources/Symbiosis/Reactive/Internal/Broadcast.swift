import Synchronization

/// The shared core of every root stream: its observers, its current value (for properties) and
/// the rule that delivery is serial.
///
/// Delivery is serial and in order: one thread at a time "holds" the broadcast and delivers.
/// A send, subscribe or cancel that arrives while the broadcast is held — from another thread,
/// or re-entrantly from an observer — is queued, and the holder runs it after the delivery in
/// progress. So an observer that sets the property it observes sees its own write next, after
/// every observer has seen the current value; nothing recurses and nothing deadlocks. A
/// subscribe without a replay, a cancel, and a completion nobody observes change nothing an
/// observer sees: while nobody holds the broadcast they are done under the lock, in one
/// critical section.
///
/// A cancel that has to wait for the holder takes effect at once all the same: its id is noted
/// under the lock, and the holder skips a noted observer, so nothing reaches it after `cancel()`
/// returns, neither a value queued before the cancel nor the rest of the delivery in progress.
/// The holder checks one atomic counter per call while no cancel waits.
///
/// The current value is updated at call time, so `value` always reads the latest write even
/// while that write waits in the queue; ``delivering`` reads the value being delivered.
@usableFromInline
final class Broadcast<Value: Sendable>: BroadcastControl, @unchecked Sendable {
  // Safety of @unchecked Sendable: `state` is behind a Lock; `currentValue`, `deliveringValue`
  // and `pending` are only read or written inside `state.withLock`, and `waitingCancels` is an
  // atomic. `observers` and `hasDeliveredCompletion`
  // are only read or written by the thread that set `state.isHeld` (see `acquire` and
  // `nextPending`), or inside `state.withLock` while `isHeld` is false, when no thread holds
  // the broadcast; so no two threads touch any of them at once. They are `@exclusivity(unchecked)`
  // for that reason: the runtime's check would cost every access a call and find nothing.
  @usableFromInline
  typealias Observer = @Sendable (Event<Value>) -> Void

  @usableFromInline
  enum Operation {
    case send(Event<Value>)
    case attach(id: UInt64, observer: Observer, replay: Value?)
    case detach(UInt64)

    @inlinable
    var id: UInt64 {
      if case .attach(let id, _, _) = self { return id }
      return 0
    }
  }

  @usableFromInline let state: Lock<BroadcastState>
  /// A property's value; `nil` for a signal's broadcast. Guarded by `state`'s lock, but kept
  /// out of it so that the lock's type is not generic (see ``BroadcastState``).
  @usableFromInline @exclusivity(unchecked) var currentValue: Value?
  /// Operations waiting for the holder, from `state.pendingHead` on; guarded by `state`'s lock.
  @usableFromInline @exclusivity(unchecked) var pending: [Operation] = []
  @usableFromInline @exclusivity(unchecked) var observers = ObserverList<Value>()
  /// Set once `.completed` has been delivered.
  @usableFromInline @exclusivity(unchecked) var hasDeliveredCompletion = false
  /// The value observers are being given while a newer write waits in the queue; `nil` when
  /// that is the current value. Guarded by `state`'s lock.
  @usableFromInline @exclusivity(unchecked) var deliveringValue: Value?
  /// How many cancels wait for the holder (their ids are in `state.cancelled`): while none do,
  /// delivering costs one load of it per observer and no lock.
  @usableFromInline let waitingCancels = Atomic<Int>(0)

  /// A broadcast with a current value (a property's) or without one (a signal's).
  @inlinable
  init(current: Value?) {
    state = Lock(BroadcastState())
    currentValue = current
    super.init(
      cancel: { control, id in unsafeDowncast(control, to: Broadcast.self).detach(id) },
      complete: { control in unsafeDowncast(control, to: Broadcast.self).finish() })
    #if DEBUG
      StreamTracking.note(self)
    #endif
  }

  /// The current value; only meaningful for a broadcast made with one.
  @inlinable
  var current: Value? { state.withLock { _ in currentValue } }

  /// The value observers are being given now, or the current value once delivery is over: what
  /// a write coming back from an observer (an echo through `<~>`) is compared with.
  @inlinable
  var delivering: Value? { state.withLock { _ in deliveringValue ?? currentValue } }

  /// Keeps `object` alive as long as this broadcast.
  func retain(_ object: any Sendable & AnyObject) {
    state.withLock { $0.retained = object }
  }

  // MARK: Sending

  /// Sends `value` to every observer; a property's current value becomes `value` first.
  @inlinable
  func send(_ value: Value) {
    // The value replaced is handed out and released after the lock: its deinitialiser may use
    // this broadcast (cancel an observation of it, say), and the lock is not re-entrant.
    let (mayDeliver, _) = state.withLock { state -> (Bool, Value?) in
      guard !state.isCompleted else { return (false, nil) }
      let replaced = currentValue
      if replaced != nil {
        currentValue = value
        state.version &+= 1
      }
      guard !state.isHeld else {
        enqueue(value, replacing: replaced)
        return (false, replaced)
      }
      state.isHeld = true
      return (true, replaced)
    }
    guard mayDeliver else { return }
    deliver(.value(value))
    drain()
  }

  /// Applies `update` to the current value atomically and sends the result.
  ///
  /// `update` runs outside the lock, so it may read the property; if another write lands while
  /// it runs, it runs again on the newer value.
  @inlinable
  func modify(_ update: (inout Value) -> Void) {
    while true {
      let read = state.withLock { state -> (value: Value, version: UInt64)? in
        guard !state.isCompleted, let value = currentValue else { return nil }
        return (value, state.version)
      }
      guard let read else { return }
      var value = read.value
      update(&value)
      // As in `send`, the value replaced is released after the lock.
      let (outcome, _) = state.withLock { state -> (Bool?, Value?) in
        guard state.version == read.version else { return (nil, nil) }
        guard !state.isCompleted else { return (false, nil) }
        let replaced = currentValue
        currentValue = value
        state.version &+= 1
        guard !state.isHeld else {
          enqueue(value, replacing: replaced)
          return (false, replaced)
        }
        state.isHeld = true
        return (true, replaced)
      }
      guard let mayDeliver = outcome else { continue }
      if mayDeliver {
        deliver(.value(value))
        drain()
      }
      return
    }
  }

  /// Ends the stream: observers get `.completed` and are released; later sends are dropped.
  @inlinable
  func finish() {
    let (mayDeliver, release, retained) = state.withLock {
      state -> (Bool, (@Sendable () -> Void)?, (any Sendable & AnyObject)?) in
      guard !state.isCompleted else { return (false, nil, nil) }
      state.isCompleted = true
      guard state.isHeld || observers.count > 0 else {
        // Nobody to tell and nobody delivering: end here, as the holder would. What fed the
        // broadcast is let go of after the lock, where its deinitialiser may reach it.
        hasDeliveredCompletion = true
        observers.removeAll()
        let feeders = state.takeFeeders()
        return (false, feeders.release, feeders.retained)
      }
      return (acquire(&state, else: .send(.completed)), nil, nil)
    }
    release?()
    withExtendedLifetime(retained) {}
    guard mayDeliver else { return }
    run(.send(.completed))
    drain()
  }

  // MARK: Observing

  /// Adds `observer`; with `replay`, it first gets the current value, synchronously.
  ///
  /// When another delivery holds the broadcast, the current value is replayed here and now, and
  /// the observer joins the queue only once no newer value has been written in between; so it
  /// sees the latest value first and every later one after, in order, one at a time.
  @inlinable
  func attach(replay: Bool, _ observer: @escaping Observer) -> Subscription {
    var replayedVersion: UInt64?
    while true {
      let step = state.withLock { state -> AttachStep in
        let replayValue = replay && replayedVersion != state.version ? currentValue : nil
        let id = state.nextID
        if !state.isHeld {
          state.nextID += 1
          if replayValue == nil, !hasDeliveredCompletion {
            // Nothing to call the observer with and nobody delivering: add it here, as the
            // holder would.
            observers.append(id: id, observer)
            return .added(id)
          }
          state.isHeld = true
          return .run(.attach(id: id, observer: observer, replay: replayValue))
        }
        guard let replayValue else {
          state.nextID += 1
          enqueue(.attach(id: id, observer: observer, replay: nil))
          return .added(id)
        }
        return .replayFirst(replayValue, version: state.version)
      }
      switch step {
      case .run(let operation):
        run(operation)
        drain()
        return Subscription(canceller: self, id: operation.id)
      case .added(let id):
        return Subscription(canceller: self, id: id)
      case .replayFirst(let value, let version):
        observer(.value(value))
        replayedVersion = version
      }
    }
  }

  @usableFromInline
  enum AttachStep {
    case run(Operation)
    /// Added, or queued for the holder to add.
    case added(UInt64)
    case replayFirst(Value, version: UInt64)
  }

  /// Removes the observer `id`: at once, or after the delivery in progress.
  @inlinable
  func detach(_ id: UInt64) {
    // What is removed is released after the lock: the observer's deinitialiser may use this
    // broadcast again. It leaves the critical section through a local: handed to generic code
    // (the lock's result, `withExtendedLifetime`), a closure is wrapped in a reabstraction
    // thunk, which allocates.
    var removed: Observer?
    let release = state.withLock { state -> (@Sendable () -> Void)? in
      if state.isHeld {
        // The holder skips it from now on, and removes it when it comes to this detach.
        state.cancelled.append(id)
        waitingCancels.add(1, ordering: .releasing)
        enqueue(.detach(id))
        return nil
      }
      // Nobody delivering: remove it here, as the holder would.
      removed = observers.remove(id: id)
      guard observers.count == 0 else { return nil }
      defer { state.releaseWhenUnobserved = nil }
      return state.releaseWhenUnobserved
    }
    release?()
    _ = removed
  }

  /// Runs `action` once nobody observes this broadcast any more (at once if nobody does now).
  ///
  /// Derived properties use it to let go of their upstream when their last observer leaves
  /// after the property object itself is gone.
  @inlinable
  func releaseWhenUnobserved(_ action: @escaping @Sendable () -> Void) {
    let runNow = state.withLock { state -> (@Sendable () -> Void)? in
      if !state.isHeld, observers.count == 0 { return action }
      state.releaseWhenUnobserved = action
      // The holder looks again once its delivery is over.
      if state.isHeld { enqueue(.detach(0)) }
      return nil
    }
    runNow?()
  }

  // MARK: Holding

  /// Takes the broadcast for the caller, or queues `operation` for the current holder; call it
  /// under the lock.
  @inlinable @inline(__always)
  func acquire(_ state: inout BroadcastState, else operation: @autoclosure () -> Operation)
    -> Bool
  {
    if state.isHeld {
      enqueue(operation())
      return false
    }
    state.isHeld = true
    return true
  }

  /// Queues `operation` for the holder; call it under the lock. Kept out of line: it is the
  /// rare path, and inlined it would keep each caller's critical section from being inlined.
  @inlinable @inline(never)
  func enqueue(_ operation: Operation) {
    pending.append(operation)
  }

  /// Queues sending `value` for the holder; call it under the lock. A property's value
  /// `replaced` by it is the one being delivered, unless an earlier queued write already noted
  /// what is.
  @inlinable @inline(never)
  func enqueue(_ value: Value, replacing replaced: Value?) {
    if deliveringValue == nil { deliveringValue = replaced }
    pending.append(.send(.value(value)))
  }

  /// Calls every observer with `event`, but those cancelled meanwhile; the caller holds the
  /// broadcast.
  @inlinable @inline(__always)
  func deliver(_ event: Event<Value>) {
    observers.forEach { id, observer in
      if waitingCancels.load(ordering: .acquiring) != 0, isCancelled(id) { return }
      observer(event)
    }
  }

  /// Whether the observer `id` was cancelled while this broadcast was held.
  @inlinable @inline(never)
  func isCancelled(_ id: UInt64) -> Bool {
    state.withLock { $0.cancelled.contains(id) }
  }

  /// Runs queued operations until none are left, then lets go of the broadcast.
  @inlinable
  func drain() {
    // The value that was being delivered is handed out here and released outside the lock, as
    // a replaced current value is.
    var delivered: Value?
    while let operation = nextPending(handingOut: &delivered) {
      run(operation)
      delivered = nil
    }
  }

  @inlinable
  func nextPending(handingOut delivered: inout Value?) -> Operation? {
    state.withLock { state -> Operation? in
      guard state.pendingHead < pending.count else {
        if !pending.isEmpty {
          pending.removeAll(keepingCapacity: true)
          state.pendingHead = 0
        }
        state.isHeld = false
        if deliveringValue != nil {
          delivered = deliveringValue
          deliveringValue = nil
        }
        return nil
      }
      let operation = pending[state.pendingHead]
      // The caller's copy becomes the last one, so what the operation holds (a value, an
      // observer) is released after it has run, outside the lock, where a deinitialiser may
      // use this broadcast again. The placeholder is never run.
      pending[state.pendingHead] = .detach(0)
      state.pendingHead += 1
      take(operation, &state, handingOut: &delivered)
      return operation
    }
  }

  /// Notes under the lock that the holder takes `operation` from the queue: a queued write
  /// becomes the value being delivered, and a queued cancel stops waiting. Kept out of line,
  /// so that draining an empty queue (every send's last step) stays small enough to inline.
  @inlinable @inline(never)
  func take(
    _ operation: Operation, _ state: inout BroadcastState, handingOut delivered: inout Value?
  ) {
    switch operation {
    case .send(.value(let value)) where deliveringValue != nil:
      delivered = deliveringValue
      deliveringValue = value
    case .detach(let id) where id != 0:
      if let index = state.cancelled.firstIndex(of: id) {
        state.cancelled.remove(at: index)
        waitingCancels.subtract(1, ordering: .relaxed)
      }
    default:
      break
    }
  }

  @inlinable
  func run(_ operation: Operation) {
    switch operation {
    case .send(let event):
      guard !hasDeliveredCompletion else { return }
      deliver(event)
      if case .completed = event {
        hasDeliveredCompletion = true
        observers.removeAll()
        releaseFeeders()
      }
    case .attach(let id, let observer, let replay):
      if let replay { observer(.value(replay)) }
      if hasDeliveredCompletion {
        observer(.completed)
      } else {
        observers.append(id: id, observer)
      }
    case .detach(let id):
      if id != 0 { _ = observers.remove(id: id) }
      if observers.count == 0, let release = takeRelease() { release() }
    }
  }

  /// Lets go of what feeds this broadcast once it has completed, as a detach of its last
  /// observer would: nothing more can come of it.
  @inlinable
  func releaseFeeders() {
    let (release, retained) = state.withLock { $0.takeFeeders() }
    release?()
    // Released here, outside the lock, in case its deinitialiser reaches this broadcast.
    withExtendedLifetime(retained) {}
  }

  @inlinable
  func takeRelease() -> (@Sendable () -> Void)? {
    state.withLock { state in
      defer { state.releaseWhenUnobserved = nil }
      return state.releaseWhenUnobserved
    }
  }
}
