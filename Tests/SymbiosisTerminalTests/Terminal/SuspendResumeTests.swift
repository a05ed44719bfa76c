import SymbiosisTerminal
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Suspend and resume")
struct SuspendResumeTests {
  @Test func suspendGivesTheTerminalBackAndResumeSetsItUpAgain() throws {
    let terminal = try PseudoTerminal()
    let before = try TermiosSnapshot(fileDescriptor: terminal.replica)
    let restorer = try TerminalRestorer.enter(
      modes: .fullScreen, inputFileDescriptor: terminal.replica,
      outputFileDescriptor: terminal.replica)
    let raw = try TermiosSnapshot(fileDescriptor: terminal.replica)
    _ = terminal.output()

    restorer.suspend()
    #expect(terminal.output() == Array(TerminalModes.fullScreen.leaveSequence.utf8))
    #expect(try TermiosSnapshot(fileDescriptor: terminal.replica) == before)

    try restorer.resume()
    #expect(terminal.output() == Array(TerminalModes.fullScreen.enterSequence.utf8))
    #expect(try TermiosSnapshot(fileDescriptor: terminal.replica) == raw)

    restorer.restore()
    #expect(try TermiosSnapshot(fileDescriptor: terminal.replica) == before)
  }

  @Test func resumingWhileRawAppliesRawModeAgainAndKeepsTheOriginalSettings() throws {
    let terminal = try PseudoTerminal()
    let before = try TermiosSnapshot(fileDescriptor: terminal.replica)
    let rawMode = try RawMode(fileDescriptor: terminal.replica)
    let raw = try TermiosSnapshot(fileDescriptor: terminal.replica)
    // A shell resets the terminal of a job stopped by SIGSTOP to its own line-editing settings.
    var shells = termios()
    tcgetattr(terminal.replica, &shells)
    shells.c_lflag |= tcflag_t(ICANON | ECHO | ISIG)
    tcsetattr(terminal.replica, TCSANOW, &shells)

    try rawMode.resume()
    #expect(try TermiosSnapshot(fileDescriptor: terminal.replica) == raw)
    rawMode.restore()
    #expect(try TermiosSnapshot(fileDescriptor: terminal.replica) == before)
  }

  @Test func afterSuspendTheSettingsFoundOnResumeAreTheOnesToGoBackTo() throws {
    let terminal = try PseudoTerminal()
    let rawMode = try RawMode(fileDescriptor: terminal.replica)
    rawMode.suspend()
    #expect(!rawMode.isActive)
    // The user changes the terminal's settings while the app is stopped.
    var changed = termios()
    tcgetattr(terminal.replica, &changed)
    changed.c_lflag &= ~tcflag_t(ECHOCTL)
    tcsetattr(terminal.replica, TCSANOW, &changed)
    let userSettings = try TermiosSnapshot(fileDescriptor: terminal.replica)

    try rawMode.resume()
    #expect(rawMode.isActive)
    #expect(!(try TermiosSnapshot(fileDescriptor: terminal.replica).hasLocal(ICANON)))
    rawMode.restore()
    #expect(try TermiosSnapshot(fileDescriptor: terminal.replica) == userSettings)
  }

  @Test func nothingHappensOnceRestored() throws {
    let terminal = try PseudoTerminal()
    let restorer = try TerminalRestorer.enter(
      modes: [.hiddenCursor], inputFileDescriptor: terminal.replica,
      outputFileDescriptor: terminal.replica)
    restorer.restore()
    let restored = try TermiosSnapshot(fileDescriptor: terminal.replica)
    _ = terminal.output()
    restorer.suspend()
    try restorer.resume()
    #expect(terminal.output(timeout: 100).isEmpty)
    #expect(try TermiosSnapshot(fileDescriptor: terminal.replica) == restored)
  }
}
