import SymbiosisTerminal
import SymbiosisTerminalTesting
import Testing

@MainActor
@Suite("TestTerminal resizes")
struct TestTerminalResizeTests {
  @Test func aResizeToTheSameSizeStillShowsTheScreen() {
    let terminal = TestTerminal(Label("hello"), columns: 10, rows: 2)
    terminal.resize(columns: 10, rows: 2)
    #expect(terminal.lines.first == "hello")
  }
}
