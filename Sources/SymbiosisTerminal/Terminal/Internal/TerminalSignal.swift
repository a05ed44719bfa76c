#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A signal that matters to a terminal app.
package enum TerminalSignal: Hashable, Sendable, CaseIterable {
  /// SIGWINCH: the terminal changed size; read ``TerminalSize/current(fileDescriptor:)``.
  case resize
  /// SIGINT sent by another process (in raw mode Ctrl-C is a key, not this signal).
  case interrupt
  /// SIGTERM: restore the terminal and exit.
  case terminate
  /// SIGHUP: the terminal went away (its window closed); restore what can be and exit.
  case hangUp
  /// SIGQUIT (`kill -QUIT`; in raw mode Ctrl-\ is a key): restore the terminal and exit, as on
  /// SIGTERM. Unwatched, the Swift runtime answers it with a crash report.
  case quit
  /// SIGTSTP: while watched the process does not stop by itself; stop it with
  /// ``TerminalRestorer/suspendProcess()``, which gives the terminal back meanwhile.
  case suspend
  /// SIGCONT: the process was continued after being stopped, perhaps by SIGSTOP, which cannot be
  /// caught; set the terminal up again with ``TerminalRestorer/resume()`` and redraw everything.
  case resume

  /// The signals a full-screen app watches: all but ``suspend``, which a watcher must act on.
  package static let standard: Set<TerminalSignal> = [
    .resize, .interrupt, .terminate, .hangUp, .quit, .resume,
  ]

  /// The POSIX signal number.
  package var signalNumber: Int32 {
    switch self {
    case .resize: SIGWINCH
    case .interrupt: SIGINT
    case .terminate: SIGTERM
    case .hangUp: SIGHUP
    case .quit: SIGQUIT
    case .suspend: SIGTSTP
    case .resume: SIGCONT
    }
  }

  /// The terminal signal with POSIX number `signalNumber`, if it is one.
  package init?(signalNumber: Int32) {
    guard let match = Self.allCases.first(where: { $0.signalNumber == signalNumber }) else {
      return nil
    }
    self = match
  }
}
