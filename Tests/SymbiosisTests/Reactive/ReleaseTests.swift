import Symbiosis
import SymbiosisTesting
import Testing

/// An object whose release a test can watch through ``Canaries``.
final class Canary: Sendable {}

/// Weak references to every ``Canary`` a test made.
final class Canaries: Sendable {
  private struct Weak: @unchecked Sendable {
    // Safety: only read and written under `entries`'s lock; a weak load is thread-safe.
    weak var canary: Canary?
  }

  private let entries = Lock<[Weak]>([])

  /// A new canary, watched.
  func make() -> Canary {
    let canary = Canary()
    entries.withLock { $0.append(Weak(canary: canary)) }
    return canary
  }

  /// How many were made.
  var made: Int { entries.withLock { $0.count } }

  /// How many are still alive.
  var alive: Int { entries.withLock { $0.count { $0.canary != nil } } }
}

/// Principle 3: a stream that has ended — completed or cancelled — holds nothing.
@Suite(.timeLimit(.minutes(5)))
struct ReleaseTests {
  @Test func everyCompletedLoadInsideFlatMapLatestIsReleased() async throws {
    let canaries = Canaries()
    let term = MutableProperty(0)
    var results: Property<LoadState<Canary>>? = term.flatMapLatest { _ in
      Property(loading: { canaries.make() })
    }
    var subscription = results?.observe { _ in }
    for next in 1...6 {
      try await waitUntil { canaries.made == next }
      try await waitUntil {
        if case .loaded = results?.value { return true }
        return false
      }
      term.value = next
    }
    // Only the latest result is still held, by the property showing it. Waited for: a load's
    // task lets go of its result once it has delivered its completion, just after its value.
    try await waitUntil { canaries.made == 7 && results?.value.isLoaded == true }
    try await waitUntil("all but the shown result to be released") { canaries.alive == 1 }
    subscription?.cancel()
    (subscription, results) = (nil, nil)
    try await waitUntil("the shown result to be released") { canaries.alive == 0 }
  }

  @Test func aPropertyReleasedBeforeItsTaskEndsLetsGoOfItsResult() async throws {
    let canaries = Canaries()
    let answer = Gate<Canary>()
    let received = Recorder<Bool>()
    do {
      let property = Property<Canary?>(initial: nil, then: .async { try? await answer.load() })
      // Neither the property nor this handle is kept: the observation lives on its own.
      _ = property.observe { received.record($0.value != nil) }
    }
    try await answer.answer(.success(canaries.make()))
    try await waitUntil { received.values.count == 3 }  // nil, the canary, the completion
    // The task releases it after the completion has reached the observer, on its own thread.
    try await waitUntil("the result to be released") { canaries.alive == 0 }
  }

  @Test(arguments: EndingStream.allCases)
  func aStreamThatHasEndedLetsGoOfItsObserverWhileItsHandleIsKept(_ stream: EndingStream)
    async throws
  {
    let ended = Recorder<Void>()
    let watched = Watched(stream) { if $0.value == nil { ended.record() } }
    stream.end(watched.first, watched.second)
    try await waitUntil { ended.values.count == 1 }
    try await waitUntil("the observer to be released") { watched.canaries.alive == 0 }
    withExtendedLifetime(watched) {}
  }

  @Test(arguments: EndingStream.allCases)
  func aCancelledStreamLetsGoOfItsObserverWhileItsHandleIsKept(_ stream: EndingStream)
    async throws
  {
    let watched = Watched(stream)
    watched.handle.cancel()
    // At once, unless a task was delivering to it just then.
    try await waitUntil("the observer to be released") { watched.canaries.alive == 0 }
    withExtendedLifetime(watched) {}
  }

  /// An inner stream that completes while it is being subscribed is let go of the way one that
  /// completes later is: its subscription is cancelled, so whatever it holds until then goes.
  @Test(arguments: [false, true])
  func anInnerStreamThatCompletesAtOnceIsCancelled(latest: Bool) {
    let cancelled = Recorder<Void>()
    let inner = Signal<Int> { observer in
      observer(.value(1))
      observer(.completed)
      return Subscription { cancelled.record() }
    }
    let (outer, input) = Signal<Int>.pipe()
    let received = Recorder<Int>()
    let joined = latest ? outer.flatMapLatest { _ in inner } : outer.flatMap { _ in inner }
    let handle = joined.observeValues { received.record($0) }
    input.send(0)
    input.send(0)
    #expect(received.values == [1, 1])
    #expect(cancelled.values.count == 2)
    withExtendedLifetime((handle, input)) {}
  }

  /// Whatever the sources sent before, a stream that has ended by completing or by a cancel
  /// holds no observer, even while its handle and both sources are kept.
  ///
  /// A throttle whose sources completed while a value waited ends when that value's window
  /// does, so the test moves its clock there.
  @Test(arguments: 0..<300)
  func anyStreamLetsGoOfItsObserverOnceItHasEnded(seed: UInt64) async throws {
    var random = SeededRandom(seed: seed)
    let stream = [
      EndingStream.merge, .combineLatestOneNeverSends, .flatMap, .flatMapLatest,
      .takeUntil, .debounce, .throttle,
    ].randomElement(using: &random)!
    let clock = ControllableClock()
    let watched = Watched(stream, clock: clock)
    for value in 0..<Int.random(in: 0...6, using: &random) {
      Bool.random(using: &random) ? watched.first.send(value) : watched.second.send(value)
    }
    if Bool.random(using: &random) {
      watched.handle.cancel()
    } else {
      let inputs = [watched.first, watched.second]
      for input in Bool.random(using: &random) ? inputs : inputs.reversed() { input.complete() }
      if stream == .throttle {
        await clock.advance(by: .seconds(3600))
        try await waitUntil("the waiting value to be sent") { watched.canaries.alive == 0 }
      }
    }
    #expect(watched.canaries.alive == 0, "\(stream)")
    withExtendedLifetime(watched) {}
  }
}

/// An ``EndingStream`` over two pipes, observed by a closure that holds a canary; keeping it
/// keeps the handle and both sources.
private struct Watched {
  let canaries = Canaries()
  let first: Signal<Int>.Input
  let second: Signal<Int>.Input
  let handle: Subscription

  init(
    _ stream: EndingStream, clock: ControllableClock = ControllableClock(),
    onEvent: @escaping @Sendable (Event<Int>) -> Void = { _ in }
  ) {
    let (firstSignal, first) = Signal<Int>.pipe()
    let (secondSignal, second) = Signal<Int>.pipe()
    (self.first, self.second) = (first, second)
    handle = withExtendedLifetime(canaries.make()) { canary in
      stream.signal(firstSignal, secondSignal, clock: clock).observe { event in
        withExtendedLifetime(canary) { onEvent(event) }
      }
    }
  }
}

/// Operators that join streams, each with a way to end it while both sources stay alive.
enum EndingStream: String, CaseIterable, Sendable {
  case merge, combineLatestOneNeverSends, flatMap, flatMapLatest, takeUntil, debounce
  case throttle, async, asyncSequence

  /// The stream over `first` and `second`; its timers run on `clock`, which the tests that do
  /// not pass one never advance, so the timers never fire.
  func signal(
    _ first: Signal<Int>, _ second: Signal<Int>, clock: ControllableClock = ControllableClock()
  ) -> Signal<Int> {
    switch self {
    case .merge: .merge(first, second)
    case .combineLatestOneNeverSends: combineLatest(first, second).map { $0 + $1 }
    case .flatMap: first.flatMap { _ in second.take(first: 1) }
    case .flatMapLatest: first.flatMapLatest { _ in second.take(first: 1) }
    case .takeUntil: first.take(until: second)
    case .debounce: first.debounce(for: .seconds(3600), clock: clock)
    case .throttle: first.throttle(for: .seconds(3600), clock: clock)
    case .async: .async { 1 }
    case .asyncSequence: Signal(AsyncStream { $0.finish() })
    }
  }

  func end(_ first: Signal<Int>.Input, _ second: Signal<Int>.Input) {
    switch self {
    case .merge:
      first.complete()
      second.complete()
    case .combineLatestOneNeverSends:
      second.send(1)
      first.complete()
    case .flatMap, .flatMapLatest:
      first.send(1)
      first.complete()
      second.send(2)
    case .takeUntil:
      second.send(0)
    case .debounce, .throttle:
      first.send(1)
      first.complete()
    case .async, .asyncSequence:
      break
    }
  }
}

extension LoadState {
  fileprivate var isLoaded: Bool {
    if case .loaded = self { return true }
    return false
  }
}
