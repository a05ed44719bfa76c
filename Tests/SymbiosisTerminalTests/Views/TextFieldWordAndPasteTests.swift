import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import Testing

@MainActor
@Suite("TextField words and pastes")
struct TextFieldWordAndPasteTests {
  @Test func ctrlWDeletesTheWordBeforeTheCursor() {
    let field = TextField()
    let terminal = TestTerminal(field, columns: 30, rows: 1)
    terminal.type("abba  dancing queen")
    terminal.press(.left)
    terminal.press(.left)
    terminal.press(.character("w"), .control)
    #expect(field.text.value == "abba  dancing en")
    terminal.press(.end)
    terminal.press(.character("w"), .control)
    #expect(field.text.value == "abba  dancing ")
    terminal.press(.character("w"), .control)
    #expect(field.text.value == "abba  ")
    terminal.press(.character("w"), .control)
    #expect(field.text.value == "")
    terminal.press(.character("w"), .control)
    #expect(field.text.value == "")
  }

  @Test func ctrlWReportsTheEdit() {
    let field = TextField(text: "one two")
    let terminal = TestTerminal(field, columns: 30, rows: 1)
    var edits: [String] = []
    let record = { @MainActor (text: String) in edits.append(text) }
    let subscription = record <~ field.edits
    terminal.press(.character("w"), .control)
    #expect(edits == ["one "])
    #expect(terminal.lines == ["one"])
    subscription.cancel()
  }

  @Test func pastedLineBreaksAndTabsBecomeSpacesAndOtherControlsGo() {
    let field = TextField()
    let terminal = TestTerminal(field, columns: 40, rows: 1)
    terminal.paste("line one\nline two\tTAB\u{1B}[31m\u{7}!")
    #expect(field.text.value == "line one line two TAB[31m!")
    #expect(terminal.lines == ["line one line two TAB[31m!"])
  }
}
