import SymbiosisTerminal
import Testing

@Suite("TerminalSize")
struct TerminalSizeTests {
  @Test func readsTheSizeTheTerminalWasGiven() throws {
    let terminal = try PseudoTerminal()
    try terminal.resize(columns: 132, rows: 43)
    let size = TerminalSize.current(fileDescriptor: terminal.replica)
    #expect(size?.columns == 132)
    #expect(size?.rows == 43)

    try terminal.resize(columns: 80, rows: 24)
    let resized = TerminalSize.current(fileDescriptor: terminal.replica)
    #expect(resized?.columns == 80)
    #expect(resized?.rows == 24)
  }

  @Test func anUnsizedTerminalHasNoSize() throws {
    let terminal = try PseudoTerminal()
    try terminal.resize(columns: 0, rows: 0)
    #expect(TerminalSize.current(fileDescriptor: terminal.replica) == nil)
  }

  @Test func aPipeHasNoSize() throws {
    let pipe = try Pipe()
    #expect(TerminalSize.current(fileDescriptor: pipe.writeEnd) == nil)
  }
}
