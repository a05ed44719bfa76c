/// The shared core of every root stream: its observers, its current value (for properties) and
/// the rule that delivery is serial.
///
/// Delivery is serial and in order: one thread at a time "holds" the broadcast and delivers.
/// A send, subscribe or cancel that arrives while the broadcast is held — from another thread,
/// or re-entrantly from an observer — is queued, and the holder runs it after the delivery in
/// progress. So an observer that sets the property it observes sees its own write next, after
/// every observer has seen the current value; nothing recurses and nothing deadlocks.
///
/// The current value is updated at call time, so `value` always reads the latest write even
/// while that write waits in the queue.
@usableFromInline
final class Broadcast<Value: Sendable>: @unchecked Sendable {
  // Safety of @unchecked Sendable: `state` is behind a Lock; `observers` and
  // `hasDeliveredCompletion` are only read or written by the thread that set `state.isHeld`
  // (see `acquire` and `nextPending`), so no two threads touch them at once.
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

  @usableFromInline
  struct State {
    @usableFromInline var current: Value?
    /// Counts writes of `current`, so a replay can tell whether it is still the latest.
    @usableFromInline var version: UInt64 = 0
    @usableFromInline var isHeld = false
    @usableFromInline var isCompleted = false
    @usableFromInline var nextID: UInt64 = 1
    @usableFromInline var pending: [Operation] = []
    @usableFromInline var pendingHead = 0
    @usableFromInline var releaseWhenUnobserved: (@Sendable () -> Void)?
    /// Something that must live as long as this broadcast, such as what feeds it.
    @usableFromInline var retained: (any Sendable & AnyObject)?

    @inlinable
    init(current: Value?) { self.current = current }
  }

  @usableFromInline let state: Lock<State>
  @usableFromInline var observers = ObserverList<Value>()
  /// Set once `.completed` has been delivered; only the holder touches it.
  @usableFromInline var hasDeliveredCompletion = false
  /// Cancels and completes without unspecialised code; see ``BroadcastControl``.
  @usableFromInline let control: BroadcastControl

  /// A broadcast with a current value (a property's) or without one (a signal's).
  @inlinable
  init(current: Value?) {
    state = Lock(State(current: current))
    control = BroadcastControl()
    control.cancelAction = { [weak self] id in self?.cancel(subscription: id) }
    control.completeAction = { [weak self] in self?.complete() }
    #if DEBUG
      StreamCensus.note(self)
    #endif
  }

  /// The current value; only meaningful for a broadcast made with one.
  @inlinable
  var current: Value? { state.withLock { $0.current } }

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
      let replaced = state.current
      if replaced != nil {
        state.current = value
        state.version &+= 1
      }
      return (Self.acquire(&state, else: .send(.value(value))), replaced)
    }
    guard mayDeliver else { return }
    observers.forEach { $0(.value(value)) }
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
        guard !state.isCompleted, let value = state.current else { return nil }
        return (value, state.version)
      }
      guard let read else { return }
      var value = read.value
      update(&value)
      // As in `send`, the value replaced is released after the lock.
      let (outcome, _) = state.withLock { state -> (Bool?, Value?) in
        guard state.version == read.version else { return (nil, nil) }
        guard !state.isCompleted else { return (false, nil) }
        let replaced = state.current
        state.current = value
        state.version &+= 1
        return (Self.acquire(&state, else: .send(.value(value))), replaced)
      }
      guard let mayDeliver = outcome else { continue }
      if mayDeliver {
        observers.forEach { $0(.value(value)) }
        drain()
      }
      return
    }
  }

  /// Ends the stream: observers get `.completed` and are released; later sends are dropped.
  @inlinable
  func complete() {
    let mayDeliver = state.withLock { state -> Bool in
      guard !state.isCompleted else { return false }
      state.isCompleted = true
      return Self.acquire(&state, else: .send(.completed))
    }
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
        let replayValue = replay && replayedVersion != state.version ? state.current : nil
        let id = state.nextID
        if !state.isHeld {
          state.isHeld = true
          state.nextID += 1
          return .run(.attach(id: id, observer: observer, replay: replayValue))
        }
        guard let replayValue else {
          state.nextID += 1
          state.pending.append(.attach(id: id, observer: observer, replay: nil))
          return .queued(id)
        }
        return .replayFirst(replayValue, version: state.version)
      }
      switch step {
      case .run(let operation):
        run(operation)
        drain()
        return Subscription(canceller: control, id: operation.id, retaining: self)
      case .queued(let id):
        return Subscription(canceller: control, id: id, retaining: self)
      case .replayFirst(let value, let version):
        observer(.value(value))
        replayedVersion = version
      }
    }
  }

  @usableFromInline
  enum AttachStep {
    case run(Operation)
    case queued(UInt64)
    case replayFirst(Value, version: UInt64)
  }

  @inlinable
  func cancel(subscription id: UInt64) {
    let mayRun = state.withLock { Self.acquire(&$0, else: .detach(id)) }
    guard mayRun else { return }
    run(.detach(id))
    drain()
  }

  /// Runs `action` once nobody observes this broadcast any more (at once if nobody does now).
  ///
  /// Derived properties use it to let go of their upstream when their last observer leaves
  /// after the property object itself is gone.
  @inlinable
  func releaseWhenUnobserved(_ action: @escaping @Sendable () -> Void) {
    let mayRun = state.withLock { state -> Bool in
      state.releaseWhenUnobserved = action
      return Self.acquire(&state, else: .detach(0))
    }
    guard mayRun else { return }
    run(.detach(0))
    drain()
  }

  // MARK: Holding

  /// Takes the broadcast for the caller, or queues `operation` for the current holder.
  @inlinable
  static func acquire(_ state: inout State, else operation: Operation) -> Bool {
    if state.isHeld {
      state.pending.append(operation)
      return false
    }
    state.isHeld = true
    return true
  }

  /// Runs queued operations until none are left, then lets go of the broadcast.
  @inlinable
  func drain() {
    while let operation = nextPending() { run(operation) }
  }

  @inlinable
  func nextPending() -> Operation? {
    state.withLock { state -> Operation? in
      guard state.pendingHead < state.pending.count else {
        if !state.pending.isEmpty {
          state.pending.removeAll(keepingCapacity: true)
          state.pendingHead = 0
        }
        state.isHeld = false
        return nil
      }
      defer {
        // The caller's copy becomes the last one, so what the operation holds (a value, an
        // observer) is released after it has run, outside the lock, where a deinitialiser may
        // use this broadcast again. The placeholder is never run.
        state.pending[state.pendingHead] = .detach(0)
        state.pendingHead += 1
      }
      return state.pending[state.pendingHead]
    }
  }

  @inlinable
  func run(_ operation: Operation) {
    switch operation {
    case .send(let event):
      guard !hasDeliveredCompletion else { return }
      observers.forEach { $0(event) }
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
      if id != 0 { observers.remove(id: id) }
      if observers.count == 0, let release = takeRelease() { release() }
    }
  }

  /// Lets go of what feeds this broadcast once it has completed, as a detach of its last
  /// observer would: nothing more can come of it.
  @inlinable
  func releaseFeeders() {
    let (release, retained) = state.withLock { state in
      defer { (state.releaseWhenUnobserved, state.retained) = (nil, nil) }
      return (state.releaseWhenUnobserved, state.retained)
    }
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
