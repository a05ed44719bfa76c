import SymbiosisTerminal
import Testing

/// What a program says when it is asked to run full-screen without a terminal.
@Suite("Terminal problem")
struct TerminalProblemTests {
  @Test func aTerminalOnBothSidesIsNoProblem() throws {
    let terminal = try PseudoTerminal()
    #expect(
      App.terminalProblem(
        input: terminal.replica, output: terminal.replica, environment: ["TERM": "xterm-256color"])
        == nil)
  }

  @Test func aDumbTerminalNamesTextMode() throws {
    let terminal = try PseudoTerminal()
    #expect(
      App.terminalProblem(
        input: terminal.replica, output: terminal.replica, environment: ["TERM": "dumb"])
        == "This terminal (TERM=dumb) cannot show a full-screen app; use --text to print frames "
        + "to it as plain text.")
  }

  @Test func pipedInputNamesTextMode() throws {
    let terminal = try PseudoTerminal()
    let pipe = try Pipe()
    #expect(
      App.terminalProblem(input: pipe.readEnd, output: terminal.replica)
        == "Standard input is not a terminal; use --text to read keys from it.")
  }

  @Test func redirectedOutputNamesTextMode() throws {
    let terminal = try PseudoTerminal()
    let pipe = try Pipe()
    #expect(
      App.terminalProblem(input: terminal.replica, output: pipe.writeEnd)
        == "Standard output is not a terminal; use --text to print frames to it as plain text.")
  }
}
