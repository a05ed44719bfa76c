/// A session's events held to its rate: a bucket of ``WebLimits/eventBurst`` tokens that
/// refills at ``WebLimits/eventsPerSecond``, each event taking one.
///
/// An event that finds no token, or finds events waiting, waits in order, at most a burst of
/// them. A text control's new value that arrives while its last value waits last in the queue
/// takes that one's place and token (its refs acknowledged with it), so a typing flood costs
/// one event and ends with the text the user typed. An event past a full queue (a burst of
/// events, or ``maximumWaitingBytes`` of what they hold) is a flood.
///
/// Time is the session's clock's, as the time since the session began.
struct WebEventBudget {
  /// What becomes of an event given to the budget.
  enum Admission: Equatable {
    /// It runs now: it took a token.
    case now
    /// It waits for a token (or took the place of the value waiting before it).
    case waits
    /// The queue is full: the page floods.
    case flood
  }

  /// An event waiting for its token, with the refs it answers (its own, and those of the
  /// values it took the place of).
  struct Waiting {
    var event: WebEvent
    var refs: [Int]

    /// The bytes it holds that a client chose: its text and row, and its refs.
    var bytes: Int {
      (event.text?.utf8.count ?? 0) + (event.row?.utf8.count ?? 0)
        + refs.count * MemoryLayout<Int>.size
    }
  }

  /// The most bytes the waiting events hold (``Waiting/bytes``), whatever their number.
  static let maximumWaitingBytes = 256 * 1024

  /// The tokens a second.
  let rate: Double
  /// The most tokens, and the most events waiting.
  let burst: Int
  private(set) var tokens: Double
  private(set) var waiting: [Waiting] = []
  /// The bytes the waiting events hold (``Waiting/bytes``).
  private(set) var waitingBytes = 0
  /// When the tokens were last counted.
  private var counted = Duration.zero

  /// A full bucket of `limits`' burst.
  init(_ limits: WebLimits) {
    rate = Double(max(1, limits.eventsPerSecond))
    burst = max(1, limits.eventBurst)
    tokens = Double(burst)
  }

  /// The highest ref of an event waiting.
  var highestWaitingRef: Int? { waiting.last?.refs.last }

  /// Takes `event`, arrived at `now`.
  mutating func admit(_ event: WebEvent, at now: Duration) -> Admission {
    refill(at: now)
    if waiting.isEmpty, tokens >= 1 {
      tokens -= 1
      return .now
    }
    if event.kind == .input, let last = waiting.indices.last,
      waiting[last].event.kind == .input, waiting[last].event.node == event.node,
      waiting[last].event.generation == event.generation
    {
      var merged = waiting[last]
      merged.event = event
      merged.refs.append(event.ref)
      let bytes = waitingBytes - waiting[last].bytes + merged.bytes
      guard bytes <= Self.maximumWaitingBytes else { return .flood }
      waitingBytes = bytes
      waiting[last] = merged
      return .waits
    }
    let added = Waiting(event: event, refs: [event.ref])
    guard waiting.count < burst, waitingBytes + added.bytes <= Self.maximumWaitingBytes else {
      return .flood
    }
    waitingBytes += added.bytes
    waiting.append(added)
    return .waits
  }

  /// Takes a token for a message that runs no event (one refused, an event resent), arrived
  /// at `now`; false when there is none: the page floods.
  mutating func admitUnrun(at now: Duration) -> Bool {
    refill(at: now)
    guard tokens >= 1 else { return false }
    tokens -= 1
    return true
  }

  /// The waiting events whose tokens have come by `now`, in order, out of the queue.
  mutating func due(at now: Duration) -> ArraySlice<Waiting> {
    refill(at: now)
    // A token counted a hair short by floating point still comes at its time.
    let count = min(Int((tokens + 1e-9).rounded(.down)), waiting.count)
    tokens = max(0, tokens - Double(count))
    let due = waiting.prefix(count)
    waiting.removeFirst(count)
    waitingBytes -= due.reduce(0) { $0 + $1.bytes }
    return due
  }

  /// How long after `now` the first waiting event's token comes; `nil` when none waits.
  func nextDue(at now: Duration) -> Duration? {
    guard !waiting.isEmpty else { return nil }
    let elapsed = (now - counted) / .seconds(1)
    let missing = max(0, 1 - min(Double(burst), tokens + elapsed * rate))
    return .seconds(missing / rate)
  }

  /// Forgets the waiting events (their socket closed; the page sends them again).
  mutating func dropWaiting() {
    waiting = []
    waitingBytes = 0
  }

  private mutating func refill(at now: Duration) {
    guard now > counted else { return }
    tokens = min(Double(burst), tokens + (now - counted) / .seconds(1) * rate)
    counted = now
  }
}
