import Symbiosis
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signals a crash raises, which the Swift runtime answers with a crash report.
private let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV]

/// The most bytes of a leave sequence the handler writes.
private let leaveCapacity = 512

/// Whether the slots below hold a terminal to restore; the handler takes it (once) by exchange.
private let crashRestoreArmed = Atomic<Bool>(false)

// Safe without a lock: `CrashRestorer.arm` writes these only under its lock while
// `crashRestoreArmed` is false, then publishes them with a releasing store; the handler reads
// them only after an acquiring exchange took that flag from true to false, so it never reads
// them while they are written. They are allocated once and never freed, so a handler on any
// thread always finds valid memory.
private nonisolated(unsafe) let leaveBytes = UnsafeMutablePointer<UInt8>.allocate(
  capacity: leaveCapacity)
private nonisolated(unsafe) let leaveSlot = UnsafeMutablePointer<(count: Int, output: Int32)>
  .allocate(capacity: 1)
private nonisolated(unsafe) let settingsSlot =
  UnsafeMutablePointer<(settings: termios, terminal: Int32)>.allocate(capacity: 1)
private nonisolated(unsafe) let heldErrorSlot =
  UnsafeMutablePointer<(original: Int32, held: Int32)>.allocate(capacity: 1)
private nonisolated(unsafe) let replayBytes = UnsafeMutableRawPointer.allocate(
  byteCount: 4096, alignment: 8)
// Written once per signal, before the handler is installed for it; read only by the handler.
private nonisolated(unsafe) let previousActions = UnsafeMutablePointer<sigaction>.allocate(
  capacity: 65)

/// The signal handler: restores the terminal with async-signal-safe calls only (`write`,
/// `tcsetattr`), then hands the signal to the handler it replaced (the Swift runtime's crash
/// reporter), so its report lands on the normal screen, in cooked mode.
private func restoreThenReport(
  _ number: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  let savedErrno = errno
  if crashRestoreArmed.exchange(false, ordering: .acquiring) {
    var written = 0
    while written < leaveSlot.pointee.count {
      let count = write(
        leaveSlot.pointee.output, leaveBytes + written, leaveSlot.pointee.count - written)
      if count > 0 {
        written += count
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        break
      }
    }
    if settingsSlot.pointee.terminal >= 0 {
      _ = tcsetattr(settingsSlot.pointee.terminal, TCSANOW, &settingsSlot.pointee.settings)
    }
    // Standard error back on the terminal, with what was held (a "Fatal error" message).
    let (original, held) = heldErrorSlot.pointee
    if original >= 0 {
      _ = dup2(original, STDERR_FILENO)
      var offset: off_t = 0
      while true {
        let count = pread(held, replayBytes, 4096, offset)
        guard count > 0 else { break }
        offset += off_t(count)
        var written = 0
        while written < count {
          let step = write(STDERR_FILENO, replayBytes + written, count - written)
          guard step > 0 else { break }
          written += step
        }
      }
    }
  }
  errno = savedErrno
  let previous = previousActions[Int(number)]
  #if canImport(Glibc)
    let handler = previous.__sigaction_handler.sa_handler
    let informed = previous.__sigaction_handler.sa_sigaction
  #else
    let handler = previous.__sigaction_u.__sa_handler
    let informed = previous.__sigaction_u.__sa_sigaction
  #endif
  if previous.sa_flags & SA_SIGINFO != 0, let informed {
    informed(number, info, context)
  } else if let handler, unsafeBitCast(handler, to: Int.self) > 1 {
    // SIG_DFL is 0 and SIG_IGN 1: either way the crash must still end the process.
    handler(number)
  }
  // The report is written; the process must not go on, stale, after a handler that returned
  // (as the runtime's does for a signal another process sent): the default action ends it.
  var fallback = sigaction()
  sigemptyset(&fallback.sa_mask)
  sigaction(number, &fallback, nil)
  // Sent again, and delivered on return, whatever raised it: a signal another process or
  // `abort` sent, a fault, and a trap (`int3`), after which execution would otherwise go on.
  raise(number)
}

/// Restores the terminal when the process crashes, before the runtime's crash report is written.
///
/// One terminal at a time: the restorer that armed it last. The handler is installed once, the
/// first time one is armed, in front of the handler each crash signal had (the Swift runtime's
/// backtracer, a sanitizer's), and hands every crash on to it, armed or not.
enum CrashRestorer {
  /// Who armed it last, and whether the handler is installed.
  private static let state = Lock<(owner: ObjectIdentifier?, installed: Bool)>((nil, false))

  /// Makes a crash write `leave` to `output`, put back `settings` on `terminal`, then give
  /// back standard error held in `heldError`, with what it holds; replaces what was armed
  /// before.
  static func arm(
    owner: ObjectIdentifier, leave: [UInt8], output: Int32,
    settings: (settings: termios, terminal: Int32)?, heldError: StandardErrorHold?
  ) {
    state.withLock { state in
      crashRestoreArmed.store(false, ordering: .sequentiallyConsistent)
      // Every global the handler reads is made before it can run: a global's first read
      // allocates, which a handler must never do.
      _ = (leaveBytes, leaveSlot, settingsSlot, heldErrorSlot, replayBytes, previousActions)
      let count = min(leave.count, leaveCapacity)
      for index in 0..<count { leaveBytes[index] = leave[index] }
      leaveSlot.pointee = (count, output)
      settingsSlot.pointee = settings ?? (termios(), -1)
      heldErrorSlot.pointee = heldError.map { ($0.original, $0.held) } ?? (-1, -1)
      state.owner = owner
      if !state.installed {
        state.installed = true
        install()
      }
      crashRestoreArmed.store(true, ordering: .releasing)
    }
  }

  /// Stops restoring the terminal `owner` armed; does nothing when another armed it since.
  static func disarm(owner: ObjectIdentifier) {
    state.withLock { state in
      guard state.owner == owner else { return }
      state.owner = nil
      crashRestoreArmed.store(false, ordering: .sequentiallyConsistent)
    }
  }

  /// Whether a crash now would restore a terminal.
  static var isArmed: Bool { crashRestoreArmed.load(ordering: .acquiring) }

  private static func install() {
    for number in crashSignals {
      sigaction(number, nil, previousActions + Int(number))
      var action = sigaction()
      #if canImport(Glibc)
        action.__sigaction_handler.sa_sigaction = restoreThenReport
      #else
        action.__sigaction_u.__sa_sigaction = restoreThenReport
      #endif
      // On the alternate stack when there is one, as the runtime's own handler is, so that a
      // stack overflow is reported too.
      action.sa_flags = SA_SIGINFO | SA_ONSTACK
      sigemptyset(&action.sa_mask)
      sigaction(number, &action, nil)
    }
  }
}
