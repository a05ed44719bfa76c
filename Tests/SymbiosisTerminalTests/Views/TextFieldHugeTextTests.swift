import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

/// Drawing a field costs what it shows, not what it holds: a huge paste shows at once.
@MainActor
@Suite("TextField with a huge text")
struct TextFieldHugeTextTests {
  /// The characters measured to draw a frame of a 20-column field do not grow with its text.
  @Test func drawingMeasuresOnlyAroundWhatShows() {
    for length in [2_000, 8_000] {
      let field = TextField()
      let terminal = TestTerminal(field, columns: 20, rows: 1)
      let before = field.measuredCharacters
      terminal.paste(String(repeating: "abcdefghij", count: length / 10))
      let measured = field.measuredCharacters - before
      #expect(measured <= 200, "\(length) characters: \(measured) measured to draw")
      #expect(terminal.lines == [String(String(repeating: "abcdefghij", count: 2).suffix(19))])
      #expect(field.cursorPosition == Point(x: 19, y: 0))
    }
  }

  /// Characters that take no column (U+200B) cost a frame no more than any text does, and a
  /// field offered any width measures its text only as far as it could show.
  @Test func zeroWidthCharactersDoNotMakeAFrameCostTheirCount() {
    let field = TextField()
    let terminal = TestTerminal(field, columns: 20, rows: 1)
    terminal.paste(String(repeating: "\u{200B}", count: 20_000) + "moon")
    let before = field.measuredCharacters
    field.setNeedsDisplay()
    terminal.render()
    #expect(field.measuredCharacters - before <= 3_000)
    #expect(terminal.lines == ["moon"])
    #expect(field.size(fitting: Size(width: .max, height: 1)).width > 0)
  }

  /// Moving the cursor through a long text measures only around the cursor, whichever way.
  @Test func movingTheCursorMeasuresOnlyAroundIt() {
    let field = TextField(text: String(repeating: "日本 ", count: 600))
    let terminal = TestTerminal(field, columns: 20, rows: 1)
    let before = field.measuredCharacters
    for key in [Key.home, .right, .right, .end, .left, .home] {
      terminal.press(key)
    }
    #expect(field.measuredCharacters - before <= 6 * 100)
    #expect(terminal.lines == ["日本 日本 日本 日本"])
  }

  /// The field scrolls exactly as it did when it measured the whole text at every frame: the
  /// old rule, kept here as the reference, for any edits, moves and widths.
  @Test func scrollsAsTheWholeTextRuleDid() {
    var random = SeededRandom(seed: 29)
    let pieces = ["a", "moon", " ", "日本", "👍🏽", "é", String(repeating: "wide 広い ", count: 9)]
    for round in 0..<150 {
      var width = Int.random(in: 1...12, using: &random)
      let field = TextField()
      let terminal = TestTerminal(field, columns: width, rows: 1)
      var scroll = 0
      for _ in 0..<Int.random(in: 1...25, using: &random) {
        switch Int.random(in: 0...7, using: &random) {
        case 0: terminal.press(.left)
        case 1: terminal.press(.home)
        case 2: terminal.press(.right, .control)
        case 3: terminal.press(.backspace)
        case 4:
          width = Int.random(in: 1...12, using: &random)
          terminal.resize(columns: width, rows: 1)
        default: terminal.paste(pieces.randomElement(using: &random)!)
        }
        field.setNeedsDisplay()
        let lines = terminal.lines
        let text = Array(field.text.value)
        scroll = Self.referenceScroll(scroll, text: text, cursor: field.cursor, width: width)
        let expected = Self.referenceLine(text[scroll...], width: width)
        let cursorX = Self.columns(text[scroll..<field.cursor])
        guard lines == [expected], field.cursorPosition == Point(x: cursorX, y: 0) else {
          Issue.record(
            "round \(round): \(text) at \(field.cursor) in \(width) shows \(lines), cursor \(String(describing: field.cursorPosition)); expected \(expected), cursor \(cursorX)"
          )
          return
        }
      }
    }
  }

  private static func columns(_ text: ArraySlice<Character>) -> Int {
    text.reduce(0) { $0 + TextMeasure.width(of: $1) }
  }

  /// The first character shown, by the rule that measured from the start at every frame.
  private static func referenceScroll(
    _ old: Int, text: [Character], cursor: Int, width: Int
  ) -> Int {
    var scroll = min(old, cursor)
    while scroll < cursor, columns(text[scroll..<cursor]) >= width { scroll += 1 }
    while scroll > 0, columns(text[(scroll - 1)...]) < width { scroll -= 1 }
    return scroll
  }

  /// What a row of `width` columns shows of `text`, trailing spaces removed.
  private static func referenceLine(_ text: ArraySlice<Character>, width: Int) -> String {
    var line = ""
    var used = 0
    for character in text {
      let cells = TextMeasure.width(of: character)
      guard used + cells <= width else { break }
      line.append(character)
      used += cells
    }
    return String(line.reversed().drop { $0 == " " }.reversed())
  }
}
