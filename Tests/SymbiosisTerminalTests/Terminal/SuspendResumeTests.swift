import SymbiosisTerminal
import SymbiosisTesting
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Suspend and resume")
struct SuspendResumeTests {
  @Test func suspendGivesTheTerminalBackAndResumeSetsItUpAgain() async throws {
    let terminal = try PseudoTerminal()
    let before = try TermiosSnapshot(fileDescriptor: terminal.replica)
    let restorer = try TerminalRestorer.enter(
      modes: .fullScreen, inputFileDescriptor: terminal.replica,
      outputFileDescriptor: terminal.replica)
    let raw = try TermiosSnapshot(fileDescriptor: terminal.replica)
    let enter = Array(TerminalModes.fullScreen.enterSequence.utf8)
    _ = try await terminal.output(count: enter.count)

    restorer.suspend()
    let leave = Array(TerminalModes.fullScreen.leaveSequence.utf8)
    #expect(try await terminal.output(count: leave.count) == leave)
    #expect(try TermiosSnapshot(fileDescriptor: terminal.replica) == before)

    try restorer.resume()
    #expect(try await terminal.output(count: enter.count) == enter)
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

  @Test func nothingHappensOnceRestored() async throws {
    let terminal = try PseudoTerminal()
    let restorer = try TerminalRestorer.enter(
      modes: [.hiddenCursor], inputFileDescriptor: terminal.replica,
      outputFileDescriptor: terminal.replica)
    restorer.restore()
    let restored = try TermiosSnapshot(fileDescriptor: terminal.replica)
    let written =
      TerminalModes.hiddenCursor.enterSequence + TerminalModes.hiddenCursor.leaveSequence
    _ = try await terminal.output(count: written.utf8.count)
    restorer.suspend()
    try restorer.resume()
    #expect(terminal.pendingOutput().isEmpty)
    #expect(try TermiosSnapshot(fileDescriptor: terminal.replica) == restored)
  }
}
