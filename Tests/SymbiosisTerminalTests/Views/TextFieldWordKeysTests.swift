import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import Testing

/// The keys a terminal user expects of a line editor: by word with Ctrl or Alt, and Escape to
/// empty a search field.
@MainActor
@Suite("TextField word keys")
struct TextFieldWordKeysTests {
  @Test func ctrlArrowsAndAltBFMoveByWord() {
    let field = TextField(text: "dancing queen, abba")
    let terminal = TestTerminal(field, columns: 30, rows: 1)
    terminal.press(.left, .control)
    #expect(field.cursor == 15)
    terminal.press(.character("b"), .alt)
    #expect(field.cursor == 8)
    terminal.press(.left, .alt)
    #expect(field.cursor == 0)
    terminal.press(.left, .control)
    #expect(field.cursor == 0)
    terminal.press(.right, .control)
    #expect(field.cursor == 7)
    terminal.press(.character("f"), .alt)
    #expect(field.cursor == 13)
    terminal.press(.right, .alt)
    #expect(field.cursor == 19)
    #expect(field.text.value == "dancing queen, abba")
  }

  @Test func altBackspaceAndAltDDeleteAWord() {
    let field = TextField(text: "dancing queen, abba")
    let terminal = TestTerminal(field, columns: 30, rows: 1)
    var edits: [String] = []
    let record = { @MainActor (text: String) in edits.append(text) }
    let subscription = record <~ field.edits
    terminal.press(.backspace, .alt)
    #expect(field.text.value == "dancing queen, ")
    terminal.press(.backspace, .alt)
    #expect(field.text.value == "dancing ")
    terminal.press(.home)
    terminal.press(.character("d"), .alt)
    #expect(field.text.value == " ")
    #expect(edits == ["dancing queen, ", "dancing ", " "])
    #expect(terminal.lines == [""])
    subscription.cancel()
  }

  @Test func wordKeysFromTheTerminalsBytes() {
    let field = TextField(text: "one two")
    let terminal = TestTerminal(field, columns: 30, rows: 1)
    terminal.send(bytes: Array("\u{1B}[1;5D".utf8))  // Ctrl-←
    #expect(field.cursor == 4)
    terminal.send(bytes: Array("\u{1B}\u{7F}".utf8))  // Alt-Backspace
    #expect(field.text.value == "two")
    terminal.send(bytes: Array("\u{1B}f".utf8))  // Alt-F
    #expect(field.cursor == 3)
  }

  @Test func escapeEmptiesASearchFieldWithText() {
    let field = TextField(text: "abba")
    field.clearsOnEscape = true
    let terminal = TestTerminal(field, columns: 30, rows: 1)
    terminal.press(.escape)
    #expect(field.text.value == "")
    #expect(field.cursor == 0)
    // Empty, it leaves Escape to the views around it.
    #expect(field.handleKey(KeyEvent(.escape)) == false)
    let plain = TextField(text: "abba")
    #expect(plain.handleKey(KeyEvent(.escape)) == false)
    #expect(plain.text.value == "abba")
  }
}
