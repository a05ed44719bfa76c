import SymbiosisTerminal
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
    kill(getpid(), SIGWINCH)
    #expect(await AsyncTimeout.next(watcher.events) == .element(.resize))
    watcher.stop()
  }

  @Test func interruptAndTerminateAreDeliveredInsteadOfEndingTheProcess() async throws {
    let watcher = try SignalWatcher()
    kill(getpid(), SIGINT)
    #expect(await AsyncTimeout.next(watcher.events) == .element(.interrupt))
    kill(getpid(), SIGTERM)
    #expect(await AsyncTimeout.next(watcher.events) == .element(.terminate))
    kill(getpid(), SIGCONT)
    #expect(await AsyncTimeout.next(watcher.events) == .element(.resume))
    watcher.stop()
  }

  @Test func onlyWatchedSignalsAreDelivered() async throws {
    let watcher = try SignalWatcher(signals: [.resize])
    kill(getpid(), SIGCONT)
    kill(getpid(), SIGWINCH)
    #expect(await AsyncTimeout.next(watcher.events) == .element(.resize))
    watcher.stop()
  }

  @Test func stoppingRestoresTheFormerDispositionAndFinishesTheStream() async throws {
    let before = (Self.disposition(SIGINT), Self.disposition(SIGTERM))
    let watcher = try SignalWatcher(signals: [.interrupt, .terminate])
    #expect(Self.disposition(SIGINT) != before.0)
    #expect(Self.disposition(SIGTERM) != before.1)
    watcher.stop()
    #expect(Self.disposition(SIGINT) == before.0)
    #expect(Self.disposition(SIGTERM) == before.1)
    #expect(await AsyncTimeout.next(watcher.events) == .finished)
    watcher.stop()
  }

  @Test func watchingAgainAfterStoppingStillWorks() async throws {
    for _ in 0..<3 {
      let watcher = try SignalWatcher(signals: [.interrupt])
      kill(getpid(), SIGINT)
      #expect(await AsyncTimeout.next(watcher.events) == .element(.interrupt))
      watcher.stop()
    }
  }

  @Test func aSignalReachesEveryWatcherAndOneStoppingLeavesTheOther() async throws {
    let before = Self.disposition(SIGWINCH)
    let first = try SignalWatcher(signals: [.resize])
    let second = try SignalWatcher(signals: [.resize])
    kill(getpid(), SIGWINCH)
    #expect(await AsyncTimeout.next(first.events) == .element(.resize))
    #expect(await AsyncTimeout.next(second.events) == .element(.resize))

    first.stop()
    #expect(Self.disposition(SIGWINCH) != before)
    kill(getpid(), SIGWINCH)
    #expect(await AsyncTimeout.next(second.events) == .element(.resize))
    second.stop()
    #expect(Self.disposition(SIGWINCH) == before)
  }

  @Test func droppingTheWatcherStopsIt() async throws {
    let before = Self.disposition(SIGTERM)
    var events: AsyncStream<TerminalSignal>?
    do {
      let watcher = try SignalWatcher(signals: [.terminate])
      events = watcher.events
    }
    #expect(Self.disposition(SIGTERM) == before)
    if let events { #expect(await AsyncTimeout.next(events) == .finished) }
  }
}
