import Dispatch
import Symbiosis
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The write end of the relay's pipe, read by the C signal handler; -1 until the relay exists.
private let relayWriteEnd = Atomic<Int32>(-1)

/// The C signal handler: only async-signal-safe work, one byte into the relay's pipe.
private func relaySignal(_ number: Int32) {
  let savedErrno = errno
  var byte = UInt8(truncatingIfNeeded: number)
  _ = write(relayWriteEnd.load(ordering: .relaxed), &byte, 1)
  errno = savedErrno
}

/// The process-wide bridge from signals to ``SignalWatcher``s (the self-pipe pattern).
///
/// While at least one watcher watches a signal, the relay's handler replaces the signal's
/// disposition, so SIGINT and SIGTERM no longer end the process; when the last watcher of a
/// signal stops, the disposition found before is put back. Dispatch signal sources are not used
/// because on Linux libdispatch installs its own handler once per process and never again, so
/// after a disposition is restored a new signal source silently misses signals.
final class SignalRelay: Sendable {
  /// The relay, or why its pipe could not be made.
  static let shared = Result { () throws(TerminalError) in try SignalRelay() }

  private struct Watcher {
    let signals: Set<TerminalSignal>
    let continuation: AsyncStream<TerminalSignal>.Continuation
  }

  private struct State: ~Copyable {
    var watchers: [UInt64: Watcher] = [:]
    var nextIdentifier: UInt64 = 0
    var watchCounts: [Int32: Int] = [:]
    var savedActions: [Int32: sigaction] = [:]
  }

  private let state = Lock(State())
  // Kept for the life of the process, like the relay itself.
  private let source = Lock<(any DispatchSourceRead)?>(nil)

  private init() throws(TerminalError) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw .lastSystemCall("pipe") }
    ends.forEach(FileDescriptorIO.makeNonBlocking)
    let readEnd = ends[0]
    relayWriteEnd.store(ends[1], ordering: .releasing)
    source.withLock { source in
      let reader = DispatchSource.makeReadSource(
        fileDescriptor: readEnd, queue: DispatchQueue(label: "SymbiosisTerminal.SignalRelay"))
      reader.setEventHandler { [self] in drain(readEnd) }
      reader.resume()
      source = reader
    }
  }

  /// Starts delivering `signals` to `continuation`; returns the token for ``unwatch(_:)``.
  func watch(
    _ signals: Set<TerminalSignal>, continuation: AsyncStream<TerminalSignal>.Continuation
  ) -> UInt64 {
    state.withLock { state in
      for signal in signals.map(\.signalNumber) {
        if state.watchCounts[signal, default: 0] == 0 {
          state.savedActions[signal] = Self.setHandler(relaySignal, for: signal)
        }
        state.watchCounts[signal, default: 0] += 1
      }
      state.nextIdentifier += 1
      state.watchers[state.nextIdentifier] = Watcher(signals: signals, continuation: continuation)
      return state.nextIdentifier
    }
  }

  /// Stops the watcher `token`; true if it was watching. Signals no one watches any more get
  /// their former disposition back.
  @discardableResult
  func unwatch(_ token: UInt64) -> Bool {
    state.withLock { state in
      guard let watcher = state.watchers.removeValue(forKey: token) else { return false }
      for signal in watcher.signals.map(\.signalNumber) {
        state.watchCounts[signal, default: 1] -= 1
        guard state.watchCounts[signal] == 0 else { continue }
        state.watchCounts[signal] = nil
        if var saved = state.savedActions.removeValue(forKey: signal) {
          sigaction(signal, &saved, nil)
        }
      }
      return true
    }
  }

  /// Stops the process as SIGTSTP's default action does, so that a shell shows it as a job
  /// stopped by Ctrl-Z, and returns once the process is continued. Returns at once when the
  /// system ignores the stop (in an orphaned process group, where no shell could continue it).
  func stopProcess() {
    // The lock keeps watch and unwatch from changing SIGTSTP's disposition meanwhile.
    state.withLock { _ in
      var current = Self.setHandler(SIG_DFL, for: SIGTSTP)
      var only = sigset_t()
      sigemptyset(&only)
      sigaddset(&only, SIGTSTP)
      var mask = sigset_t()
      pthread_sigmask(SIG_UNBLOCK, &only, &mask)
      // `raise` signals this thread, where SIGTSTP is now unblocked, so the stop happens before
      // it returns, while the default action is still in place.
      raise(SIGTSTP)
      pthread_sigmask(SIG_SETMASK, &mask, nil)
      sigaction(SIGTSTP, &current, nil)
    }
  }

  /// Makes `handler` (`SIG_DFL` for the default action) `signal`'s disposition; returns the
  /// action it replaced.
  private static func setHandler(
    _ handler: (@convention(c) (Int32) -> Void)?, for signal: Int32
  ) -> sigaction {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = handler
    #else
      action.__sigaction_u.__sa_handler = handler
    #endif
    action.sa_flags = SA_RESTART
    sigemptyset(&action.sa_mask)
    var previous = sigaction()
    sigaction(signal, &action, &previous)
    return previous
  }

  /// Reads the signal numbers waiting in the pipe and hands each to its watchers.
  private func drain(_ readEnd: Int32) {
    var numbers = [UInt8](repeating: 0, count: 64)
    while true {
      let count = read(readEnd, &numbers, numbers.count)
      guard count > 0 else { return }
      for number in numbers[..<count] {
        guard let signal = TerminalSignal(signalNumber: Int32(number)) else { continue }
        let targets = state.withLock { state in
          state.watchers.values.filter { $0.signals.contains(signal) }.map(\.continuation)
        }
        for continuation in targets { continuation.yield(signal) }
      }
    }
  }
}
