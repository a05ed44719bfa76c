#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A signal that matters to a terminal app.
public enum TerminalSignal: Hashable, Sendable, CaseIterable {
  /// SIGWINCH: the terminal changed size; read ``TerminalSize/current(fileDescriptor:)``.
  case resize
  /// SIGINT sent by another process (in raw mode Ctrl-C is a key, not this signal).
  case interrupt
  /// SIGTERM: restore the terminal and exit.
  case terminate
  /// SIGTSTP: while watched the process does not stop by itself; restore the terminal, then stop
  /// with `kill(getpid(), SIGSTOP)` and set the terminal up again on ``resume``.
  case suspend
  /// SIGCONT: the process was continued after being stopped; redraw everything.
  case resume

  /// The signals a full-screen app watches: all but ``suspend``, which a watcher must act on.
  public static let standard: Set<TerminalSignal> = [.resize, .interrupt, .terminate, .resume]

  /// The POSIX signal number.
  public var signalNumber: Int32 {
    switch self {
    case .resize: SIGWINCH
    case .interrupt: SIGINT
    case .terminate: SIGTERM
    case .suspend: SIGTSTP
    case .resume: SIGCONT
    }
  }

  /// The terminal signal with POSIX number `signalNumber`, if it is one.
  public init?(signalNumber: Int32) {
    guard let match = Self.allCases.first(where: { $0.signalNumber == signalNumber }) else {
      return nil
    }
    self = match
  }
}
