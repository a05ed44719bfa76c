import Symbiosis
import SymbiosisTesting
import Testing

@testable import SymbiosisTerminal

/// The services a terminal fills reach the actions its input runs, each terminal its own.
@MainActor
@Suite("Terminal services")
struct TerminalServicesTests {
  /// A button copying `text`, the way an app wires one: no services given.
  private func copyButton(_ text: String) -> (Button, Subscription) {
    let button = Button("Copy")
    let copy = CopyResponder()
    return (button, copy.connect(on: button.taps.map { text }))
  }

  @Test func aCopyTappedInATestTerminalLandsOnItsClipboard() async throws {
    let (button, connection) = copyButton("anita@example.com")
    let terminal = TestTerminal(button, columns: 20, rows: 1)
    terminal.press(.enter)
    try await waitUntil { terminal.clipboard == "anita@example.com" }
    connection.cancel()
  }

  /// Terminals side by side, as parallel tests make them: each copy reaches its own terminal.
  @Test func eachTerminalsActionsReachThatTerminal() async throws {
    let (first, firstConnection) = copyButton("first")
    let (second, secondConnection) = copyButton("second")
    let one = TestTerminal(first, columns: 10, rows: 1)
    let other = TestTerminal(second, columns: 10, rows: 1)
    other.press(.enter)
    one.press(.enter)
    try await waitUntil { one.clipboard == "first" && other.clipboard == "second" }
    firstConnection.cancel()
    secondConnection.cancel()
  }

  @Test func focusNextMovesTheFocusOfTheTerminalWhoseKeyRanIt() throws {
    let next = Button("Next")
    let field = TextField()
    let stack = Stack(.vertical, [next, field])
    let connection = FocusNextResponder().connect(on: next.taps)
    let terminal = TestTerminal(stack, columns: 10, rows: 2)
    #expect(terminal.screen.focusedView === next)
    terminal.press(.enter)
    #expect(terminal.screen.focusedView === field)
    connection.cancel()
  }

  /// Printed as text, a screen has no terminal to copy to: the copy fails with a value, and no
  /// escape sequence reaches the text.
  @Test func aScreenPrintedAsTextHasNoClipboard() async {
    let screen = Screen(root: Label("x"), size: Size(width: 4, height: 1))
    await #expect(throws: ServiceUnavailable("The clipboard")) {
      try await TerminalClipboard(screen: screen).copy("a")
    }
  }
}
