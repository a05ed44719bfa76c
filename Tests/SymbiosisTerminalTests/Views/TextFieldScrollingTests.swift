import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

@MainActor
@Suite("TextField scrolling")
struct TextFieldScrollingTests {
  @Test func resizingNeverLosesText() {
    let field = TextField()
    let terminal = TestTerminal(field, columns: 100, rows: 1)
    terminal.type("moon")
    for narrow in [3, 1] {
      terminal.resize(columns: narrow, rows: 1)
      terminal.resize(columns: 100, rows: 1)
      #expect(terminal.lines == ["moon"])
      #expect(field.text.value == "moon")
    }
  }

  @Test func theCursorStaysVisibleWhileTyping() {
    let field = TextField()
    let terminal = TestTerminal(field, columns: 6, rows: 1)
    terminal.type("symbiosis")
    #expect(terminal.lines == ["iosis"])
    #expect(field.cursorPosition == Point(x: 5, y: 0))
    terminal.press(.home)
    #expect(terminal.lines == ["symbio"])
    #expect(field.cursorPosition == Point(x: 0, y: 0))
  }

  /// Whatever is typed, however the cursor moves and the width changes, the cursor is inside
  /// the field, and a field wide enough shows all of the text.
  @Test func theCursorIsAlwaysInsideAndAWideFieldShowsEverything() {
    var random = SeededRandom(seed: 18)
    let pieces = ["a", "moon", " ", "日本", "👍🏽", "é"]
    for _ in 0..<200 {
      let field = TextField()
      let terminal = TestTerminal(field, columns: 40, rows: 1)
      for _ in 0..<Int.random(in: 1...12, using: &random) {
        switch Int.random(in: 0...5, using: &random) {
        case 0: terminal.press(.left)
        case 1: terminal.press(.home)
        case 2: terminal.resize(columns: Int.random(in: 1...12, using: &random), rows: 1)
        default: terminal.type(pieces[Int.random(in: 0..<pieces.count, using: &random)])
        }
        let width = terminal.screen.size.width
        let cursor = field.cursorPosition?.x ?? -1
        #expect((0..<width).contains(cursor), "cursor at \(cursor) in \(width) columns")
      }
      terminal.resize(columns: TextMeasure.width(of: field.text.value) + 1, rows: 1)
      // A resize to the size it has draws nothing on the test terminal's new screen.
      field.setNeedsDisplay()
      terminal.render()
      let trimmed = String(field.text.value.reversed().drop { $0 == " " }.reversed())
      #expect(terminal.lines == [trimmed])
    }
  }
}
