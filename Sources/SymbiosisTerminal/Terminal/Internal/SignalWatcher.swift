import Symbiosis

/// Turns terminal signals into an `AsyncStream` while it lives.
///
/// While watched, a signal does not do what it usually does: SIGINT and SIGTERM do not end the
/// process, SIGTSTP does not stop it. ``stop()`` (or dropping the watcher or its stream) gives
/// each signal its former disposition back once no other watcher watches it. Signals that come
/// quickly one after another may be delivered as one, as the system merges them. Signals are
/// caught when sent to the process (`kill(getpid(), …)`, a shell's `kill`, the terminal's
/// SIGWINCH); `raise` from a Swift task targets a worker thread that blocks signals, so it is
/// not caught.
package final class SignalWatcher: Sendable {
  /// The signals caught, in order; it finishes when the watcher stops.
  package let events: AsyncStream<TerminalSignal>
  private let relay: SignalRelay
  private let token: Lock<UInt64?>
  private let continuation: AsyncStream<TerminalSignal>.Continuation

  /// Starts watching `signals`.
  package init(signals: Set<TerminalSignal> = TerminalSignal.standard) throws(TerminalError) {
    let relay = try SignalRelay.shared.get()
    let (events, continuation) = AsyncStream.makeStream(of: TerminalSignal.self)
    let token = relay.watch(signals, continuation: continuation)
    continuation.onTermination = { _ in relay.unwatch(token) }
    self.events = events
    self.relay = relay
    self.token = Lock(token)
    self.continuation = continuation
  }

  deinit { stop() }

  /// Stops watching and finishes ``events``; later calls do nothing.
  package func stop() {
    guard let token = token.withLock({ $0.take() }) else { return }
    relay.unwatch(token)
    continuation.finish()
  }
}
