import SymbiosisTerminal
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("TerminalRestorer")
struct TerminalRestorerTests {
  @Test func enterSetsTheTerminalUpAndRestoreUndoesItOnce() async throws {
    let terminal = try PseudoTerminal()
    let before = try TermiosSnapshot(fileDescriptor: terminal.replica)
    let restorer = try TerminalRestorer.enter(
      modes: .fullScreen, inputFileDescriptor: terminal.replica,
      outputFileDescriptor: terminal.replica)
    let enter = Array(TerminalModes.fullScreen.enterSequence.utf8)
    #expect(try await terminal.output(count: enter.count) == enter)
    #expect(try TermiosSnapshot(fileDescriptor: terminal.replica) != before)

    restorer.restore()
    #expect(restorer.isRestored)
    let leave = Array(TerminalModes.fullScreen.leaveSequence.utf8)
    #expect(try await terminal.output(count: leave.count) == leave)
    #expect(try TermiosSnapshot(fileDescriptor: terminal.replica) == before)

    restorer.restore()
    #expect(terminal.pendingOutput().isEmpty)
  }

  @Test func goingAwayRestores() async throws {
    let terminal = try PseudoTerminal()
    let before = try TermiosSnapshot(fileDescriptor: terminal.replica)
    do {
      let restorer = try TerminalRestorer.enter(
        modes: [.hiddenCursor], inputFileDescriptor: terminal.replica,
        outputFileDescriptor: terminal.replica)
      #expect(!restorer.isRestored)
    }
    let written = Array(
      (TerminalModes.hiddenCursor.enterSequence + TerminalModes.hiddenCursor.leaveSequence).utf8)
    #expect(try await terminal.output(count: written.count) == written)
    #expect(try TermiosSnapshot(fileDescriptor: terminal.replica) == before)
  }

  @Test func enteringWhatIsNotATerminalFailsAndWritesNothing() throws {
    let pipe = try Pipe()
    #expect(throws: TerminalError.notATerminal(fileDescriptor: pipe.readEnd)) {
      try TerminalRestorer.enter(
        inputFileDescriptor: pipe.readEnd, outputFileDescriptor: pipe.writeEnd)
    }
    #expect(pipe.drain().isEmpty)
  }

  @Test func restoringWithoutRawModeOnlyWritesTheLeaveSequence() throws {
    let pipe = try Pipe()
    let restorer = TerminalRestorer(
      modes: [.alternateScreen], outputFileDescriptor: pipe.writeEnd, rawMode: nil)
    restorer.restore()
    restorer.restore()
    #expect(pipe.drain() == Array(TerminalModes.alternateScreen.leaveSequence.utf8))
  }

  @Test func exitRestoresWhatWasNotRestored() async throws {
    let result = try await #require(
      processExitsWith: .success, observing: [\.standardOutputContent]
    ) {
      let restorer = TerminalRestorer(
        modes: [.alternateScreen, .bracketedPaste], outputFileDescriptor: STDOUT_FILENO,
        rawMode: nil)
      restorer.restoreAtExit()
      exit(0)
    }
    let leave: TerminalModes = [.alternateScreen, .bracketedPaste]
    #expect(result.standardOutputContent == Array(leave.leaveSequence.utf8))
  }

  @Test func exitDoesNotRestoreTwice() async throws {
    let result = try await #require(
      processExitsWith: .success, observing: [\.standardOutputContent]
    ) {
      let restorer = TerminalRestorer(
        modes: [.hiddenCursor], outputFileDescriptor: STDOUT_FILENO, rawMode: nil)
      restorer.restoreAtExit()
      restorer.restore()
      exit(0)
    }
    #expect(result.standardOutputContent == Array(TerminalModes.hiddenCursor.leaveSequence.utf8))
  }
}
