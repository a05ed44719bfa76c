import SymbiosisTerminal
import SymbiosisTesting
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Signals go to the whole test process, so these tests run one at a time.
@Suite("SignalWatcher", .serialized)
struct SignalWatcherTests {
  /// The handler currently installed for `signal`, as an address (0 default, 1 ignore).
  static func disposition(_ signal: Int32) -> Int {
    var action = sigaction()
    sigaction(signal, nil, &action)
    #if canImport(Glibc)
      return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
    #else
      return unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
    #endif
  }

  @Test func deliversAResize() async throws {
    let watcher = try SignalWatcher(signals: [.resize])
    let events = Recorder(sequence: watcher.events)
    kill(getpid(), SIGWINCH)
    try await waitUntil { !events.values.isEmpty }
    #expect(events.values == [.resize])
    watcher.stop()
  }

  @Test func interruptAndTerminateAreDeliveredInsteadOfEndingTheProcess() async throws {
    let watcher = try SignalWatcher()
    let events = Recorder(sequence: watcher.events)
    kill(getpid(), SIGINT)
    try await waitUntil { events.values.count == 1 }
    kill(getpid(), SIGTERM)
    try await waitUntil { events.values.count == 2 }
    kill(getpid(), SIGCONT)
    try await waitUntil { events.values.count == 3 }
    #expect(events.values == [.interrupt, .terminate, .resume])
    watcher.stop()
  }

  @Test func onlyWatchedSignalsAreDelivered() async throws {
    let watcher = try SignalWatcher(signals: [.resize])
    let events = Recorder(sequence: watcher.events)
    kill(getpid(), SIGCONT)
    kill(getpid(), SIGWINCH)
    try await waitUntil { !events.values.isEmpty }
    #expect(events.values == [.resize])
    watcher.stop()
  }

  @Test func stoppingRestoresTheFormerDispositionAndFinishesTheStream() async throws {
    let before = (Self.disposition(SIGINT), Self.disposition(SIGTERM))
    let watcher = try SignalWatcher(signals: [.interrupt, .terminate])
    let events = Recorder(sequence: watcher.events)
    #expect(Self.disposition(SIGINT) != before.0)
    #expect(Self.disposition(SIGTERM) != before.1)
    watcher.stop()
    #expect(Self.disposition(SIGINT) == before.0)
    #expect(Self.disposition(SIGTERM) == before.1)
    try await waitUntil { events.isCompleted }
    #expect(events.values.isEmpty)
    watcher.stop()
  }

  @Test func watchingAgainAfterStoppingStillWorks() async throws {
    for _ in 0..<3 {
      let watcher = try SignalWatcher(signals: [.interrupt])
      let events = Recorder(sequence: watcher.events)
      kill(getpid(), SIGINT)
      try await waitUntil { !events.values.isEmpty }
      #expect(events.values == [.interrupt])
      watcher.stop()
    }
  }

  @Test func aSignalReachesEveryWatcherAndOneStoppingLeavesTheOther() async throws {
    let before = Self.disposition(SIGWINCH)
    let first = try SignalWatcher(signals: [.resize])
    let second = try SignalWatcher(signals: [.resize])
    let firstEvents = Recorder(sequence: first.events)
    let secondEvents = Recorder(sequence: second.events)
    kill(getpid(), SIGWINCH)
    try await waitUntil { !firstEvents.values.isEmpty && !secondEvents.values.isEmpty }
    #expect(firstEvents.values == [.resize])
    #expect(secondEvents.values == [.resize])

    first.stop()
    #expect(Self.disposition(SIGWINCH) != before)
    kill(getpid(), SIGWINCH)
    try await waitUntil { secondEvents.values.count == 2 }
    #expect(secondEvents.values == [.resize, .resize])
    second.stop()
    #expect(Self.disposition(SIGWINCH) == before)
  }

  @Test func droppingTheWatcherStopsIt() async throws {
    let before = Self.disposition(SIGTERM)
    var events: Recorder<TerminalSignal>?
    do {
      let watcher = try SignalWatcher(signals: [.terminate])
      events = Recorder(sequence: watcher.events)
    }
    #expect(Self.disposition(SIGTERM) == before)
    try await waitUntil { events?.isCompleted ?? true }
  }
}
