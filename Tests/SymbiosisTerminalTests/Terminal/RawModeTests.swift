import SymbiosisTerminal
import SymbiosisTesting
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("RawMode")
struct RawModeTests {
  @Test func entersRawModeAndRestoresTheSettingsExactly() throws {
    let terminal = try PseudoTerminal()
    let before = try TermiosSnapshot(fileDescriptor: terminal.replica)
    #expect(before.hasLocal(ICANON) && before.hasLocal(ECHO))

    let rawMode = try RawMode(fileDescriptor: terminal.replica)
    let raw = try TermiosSnapshot(fileDescriptor: terminal.replica)
    #expect(rawMode.isActive)
    for flag in [ICANON, ECHO, ISIG, IEXTEN] { #expect(!raw.hasLocal(flag)) }
    for flag in [ICRNL, IXON, ISTRIP] { #expect(!raw.hasInput(flag)) }
    #expect(!raw.hasOutput(OPOST))
    #expect(raw.controlCharacters[Int(VMIN)] == 1)
    #expect(raw.controlCharacters[Int(VTIME)] == 0)

    rawMode.restore()
    #expect(try TermiosSnapshot(fileDescriptor: terminal.replica) == before)
    #expect(!rawMode.isActive)
  }

  @Test func restoringAgainDoesNothing() throws {
    let terminal = try PseudoTerminal()
    let rawMode = try RawMode(fileDescriptor: terminal.replica)
    rawMode.restore()
    // The app changes the settings itself; a second restore must not undo that.
    let other = try RawMode(fileDescriptor: terminal.replica)
    let changed = try TermiosSnapshot(fileDescriptor: terminal.replica)
    rawMode.restore()
    #expect(try TermiosSnapshot(fileDescriptor: terminal.replica) == changed)
    other.restore()
  }

  @Test func goingAwayRestoresTheSettings() throws {
    let terminal = try PseudoTerminal()
    let before = try TermiosSnapshot(fileDescriptor: terminal.replica)
    do {
      let rawMode = try RawMode(fileDescriptor: terminal.replica)
      #expect(rawMode.isActive)
    }
    #expect(try TermiosSnapshot(fileDescriptor: terminal.replica) == before)
  }

  @Test func refusesWhatIsNotATerminal() throws {
    let pipe = try Pipe()
    #expect(throws: TerminalError.notATerminal(fileDescriptor: pipe.readEnd)) {
      try RawMode(fileDescriptor: pipe.readEnd)
    }
  }

  @Test func rawModeDeliversControlKeysAsBytesAtOnce() async throws {
    let terminal = try PseudoTerminal()
    let rawMode = try RawMode(fileDescriptor: terminal.replica)
    defer { rawMode.restore() }
    // No line ending: in cooked mode nothing could be read yet, and Ctrl-C would be a signal.
    terminal.type([0x61, 0x03, 0x1A])
    var typed: [UInt8] = []
    try await waitUntil {
      typed += terminal.pendingInput()
      return typed.count >= 3
    }
    #expect(typed == [0x61, 0x03, 0x1A])
    #expect(terminal.pendingOutput().isEmpty, "raw mode must not echo")
  }
}
