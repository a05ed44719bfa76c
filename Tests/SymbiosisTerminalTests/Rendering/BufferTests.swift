import Symbiosis
import SymbiosisTerminal
import SymbiosisTesting
import Testing

@Suite struct BufferTests {
  @Test func putWritesGraphemesAndReturnsColumnsUsed() {
    var buffer = Buffer(width: 10, height: 2)
    #expect(buffer.put("héllo", x: 1, y: 0) == 5)
    #expect(buffer.put("中文", x: 6, y: 0) == 4)
    #expect(buffer.lines == [" héllo中文", "          "])
    #expect(buffer[6, 0].width == 2)
    #expect(buffer[7, 0].isContinuation)
    #expect(buffer[7, 0].grapheme.isEmpty)
    #expect(buffer[1, 0].grapheme == "h")
  }

  @Test func putStopsAtTheEdgeAndAtMaxWidth() {
    var buffer = Buffer(width: 6, height: 1)
    #expect(buffer.put("abcdefgh", x: 2, y: 0) == 4)
    #expect(buffer.lines == ["  abcd"])
    buffer.clear()
    #expect(buffer.put("abcdefgh", x: 0, y: 0, maxWidth: 3) == 3)
    #expect(buffer.lines == ["abc   "])
  }

  @Test func aWideCharacterThatDoesNotFitBecomesASpace() {
    var buffer = Buffer(width: 5, height: 2)
    buffer.fill(buffer.area, style: Style.plain.background(.blue))
    let style = Style.plain.foreground(.red)
    #expect(buffer.put("ab中", x: 2, y: 0, style: style) == 3)
    #expect(buffer.lines[0] == "  ab ")
    #expect(buffer[4, 0].style == style)
    #expect(buffer.put("a中", x: 0, y: 1, style: style, maxWidth: 2) == 2)
    #expect(buffer.lines[1] == "a    ")
    #expect(!buffer[1, 1].isContinuation && buffer[1, 1].width == 1)
    #expect(buffer[1, 1].style == style)
  }

  @Test func overwritingTheLeadingHalfOfAWideCharacterClearsTheTrailingHalf() {
    var buffer = Buffer(width: 4, height: 1)
    let wide = Style.plain.foreground(.green)
    buffer.put("中", x: 1, y: 0, style: wide)
    buffer.put("x", x: 1, y: 0)
    #expect(buffer.lines == [" x  "])
    #expect(!buffer[2, 0].isContinuation)
    #expect(buffer[2, 0].style == wide)
  }

  @Test func overwritingTheTrailingHalfOfAWideCharacterClearsTheLeadingHalf() {
    var buffer = Buffer(width: 4, height: 1)
    buffer.put("中", x: 0, y: 0)
    buffer.put("y", x: 1, y: 0)
    #expect(buffer.lines == [" y  "])
    buffer.put("中文", x: 0, y: 0)
    buffer.put("字", x: 1, y: 0)
    #expect(buffer.lines == [" 字 "])
    #expect(buffer[2, 0].isContinuation)
    #expect(!buffer[3, 0].isContinuation)
  }

  @Test func subscriptKeepsTheWideRules() {
    var buffer = Buffer(width: 3, height: 1)
    buffer[2, 0] = Cell("中")
    #expect(buffer.lines == ["   "])
    buffer[0, 0] = Cell("中")
    #expect(buffer[1, 0].isContinuation)
    buffer[1, 0] = Cell("z")
    #expect(buffer.lines == [" z "])
    buffer[5, 0] = Cell("q")
    buffer[-1, 0] = Cell("q")
    #expect(buffer[9, 9] == .blank)
    #expect(buffer.lines == [" z "])
  }

  @Test func fillSplittingAWideCharacterClearsItsOtherHalf() {
    var buffer = Buffer(width: 6, height: 2)
    buffer.put("中文字", x: 0, y: 0)
    buffer.fill(Rect(x: 1, y: 0, width: 2, height: 1), style: Style.plain.background(.red))
    #expect(buffer.lines[0] == "    字")
    #expect(buffer[1, 0].style.background == .red)
    #expect(buffer[3, 0].style.background == .default)
    #expect(!buffer[3, 0].isContinuation)
  }

  @Test func zeroWidthGraphemesAndControlsAreDropped() {
    var buffer = Buffer(width: 8, height: 1)
    #expect(buffer.put("\u{301}a\u{1B}[31mb\u{200B}\tc\n", x: 0, y: 0) == 7)
    #expect(buffer.lines == ["a[31mbc "])
  }

  @Test func leftClippedTextIsSkippedButCounted() {
    var buffer = Buffer(width: 4, height: 1)
    #expect(buffer.put("abcdef", x: -2, y: 0) == 6)
    #expect(buffer.lines == ["cdef"])
    buffer.clear()
    #expect(buffer.put("中b", x: -1, y: 0) == 3)
    #expect(buffer.lines == [" b  "])
  }

  @Test func writesOutsideTheBufferDoNothing() {
    var buffer = Buffer(width: 4, height: 2)
    #expect(buffer.put("abc", x: 0, y: 2) == 0)
    #expect(buffer.put("abc", x: 0, y: -1) == 0)
    #expect(buffer.put("abc", x: 4, y: 0) == 0)
    #expect(buffer.put("abc", x: 0, y: 0, maxWidth: 0) == 0)
    buffer.fill(Rect(x: 10, y: 10, width: 5, height: 5), style: Style.plain.bold())
    #expect(buffer == Buffer(width: 4, height: 2))
    #expect(Buffer(width: -3, height: 5).size == .zero)
  }

  @Test func longGraphemesSurviveStorage() {
    var buffer = Buffer(width: 6, height: 1)
    let family = "👨‍👩‍👧‍👦"
    buffer.put(family + "é", x: 0, y: 0)
    #expect(buffer[0, 0].grapheme == family)
    #expect(buffer[0, 0].width == 2)
    #expect(buffer.lines == [family + "é   "])
    var other = Buffer(width: 6, height: 1)
    other.put(family + "é", x: 0, y: 0)
    #expect(other == buffer)
  }

  @Test func cellsOfNoWidthBecomeSpaces() {
    #expect(Cell("\u{7}").grapheme == " ")
    #expect(Cell("\u{301}").width == 1)
    #expect(Cell("中").width == 2)
    #expect(Cell("x", style: Style.plain.bold()).style.attributes == .bold)
  }

  @Test func cellsWriteTheirBytesWithoutAString() {
    var bytes: [UInt8] = []
    for character: Character in ["a", "中", "👨‍👩‍👧‍👦", "e\u{301}"] {
      bytes.removeAll()
      Cell(character).appendUTF8(to: &bytes)
      #expect(bytes == Array(String(character).utf8))
    }
    var buffer = Buffer(width: 2, height: 1)
    buffer.put("中", x: 0, y: 0)
    bytes.removeAll()
    buffer[1, 0].appendUTF8(to: &bytes)
    #expect(bytes.isEmpty)
  }

  @Test func clearMakesEveryCellBlank() {
    var buffer = Buffer(width: 3, height: 2)
    buffer.put("中x", x: 0, y: 1, style: Style.plain.italic())
    buffer.clear()
    #expect(buffer == Buffer(width: 3, height: 2))
  }

  @Test func randomDrawingNeverLeavesHalfAWideCharacter() {
    var random = SeededRandom(seed: 11)
    let pieces = ["ab", "中", "文字", "😀", "👨‍👩‍👧", "x", "🇫🇷", "한글", "e\u{301}"]
    for _ in 0..<300 {
      var buffer = Buffer(width: Int.random(in: 1...9, using: &random), height: 2)
      for _ in 0..<12 {
        let text = pieces.randomElement(using: &random)! + pieces.randomElement(using: &random)!
        let x = Int.random(in: -2...buffer.width, using: &random)
        let y = Int.random(in: 0..<2, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: buffer.put(text, x: x, y: y, maxWidth: Int.random(in: 1...6, using: &random))
        case 1: buffer.fill(Rect(x: x, y: y, width: 2, height: 1), style: Style.plain.dim())
        default: buffer[x, y] = Cell(pieces.randomElement(using: &random)!.first!)
        }
        for row in 0..<buffer.height {
          for column in 0..<buffer.width {
            let cell = buffer[column, row]
            if cell.isContinuation {
              #expect(column > 0 && buffer[column - 1, row].width == 2)
            } else if cell.width == 2 {
              #expect(column + 1 < buffer.width && buffer[column + 1, row].isContinuation)
            }
          }
          #expect(CharacterWidth.of(buffer.lines[row]) == buffer.width)
        }
      }
    }
  }
}
