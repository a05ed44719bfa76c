/// Why ``App/run(textMode:)`` ended, and the status a program's process exits with for it.
public enum ExitReason: Hashable, Sendable {
  /// ``App/quit()`` was called, or in text mode input ended: status 0.
  case quit
  /// Ctrl-C, or SIGINT: status 130, as a shell reports a program SIGINT ended.
  case interrupted
  /// SIGTERM: status 143.
  case terminated
  /// SIGHUP, or the terminal's input ended: the terminal went away. Status 129.
  case hungUp
  /// SIGQUIT (`kill -QUIT`): status 131.
  case quitSignal

  /// The exit status: 0 after ``quit``, else 128 plus the signal's number, as shells report.
  public var exitStatus: Int32 {
    switch self {
    case .quit: 0
    case .interrupted: 128 + TerminalSignal.interrupt.signalNumber
    case .terminated: 128 + TerminalSignal.terminate.signalNumber
    case .hungUp: 128 + TerminalSignal.hangUp.signalNumber
    case .quitSignal: 128 + TerminalSignal.quit.signalNumber
    }
  }
}
