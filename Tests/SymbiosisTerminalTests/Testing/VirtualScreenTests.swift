import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import Testing

@Suite struct VirtualScreenTests {
  private func screen(_ width: Int, _ height: Int, _ text: String) -> VirtualScreen {
    var screen = VirtualScreen(width: width, height: height)
    screen.apply(Array(text.utf8))
    return screen
  }

  @Test func printsAtPositionsAndMovesTheCursor() {
    let screen = screen(6, 3, "\u{1B}[2;3Hab\u{1B}[Ac\u{1B}[2Dd\r\ne\u{1B}[5G!\u{1B}[3df")
    #expect(screen.lines == ["   dc ", "e ab! ", "     f"])
    #expect(screen.problems.isEmpty)
  }

  @Test func parsesColoursAndAttributes() {
    let screen = screen(
      4, 1, "\u{1B}[1;38;2;10;20;30;48;5;200ma\u{1B}[22;3;91;49mb\u{1B}[0mc\u{1B}[4;7;9;2;104md")
    #expect(
      screen[0, 0].style == Style(foreground: .rgb(10, 20, 30), background: .indexed(200)).bold())
    #expect(screen[1, 0].style == Style(foreground: .brightRed).italic())
    #expect(screen[2, 0].style == .plain)
    #expect(screen[3, 0].style.attributes == [.underline, .reverse, .strikethrough, .dim])
    #expect(screen[3, 0].style.background == .brightBlue)
    #expect(screen.problems.isEmpty)
  }

  @Test func wideCharactersTakeTwoCellsAndOverwritingHalfClearsTheOther() {
    var screen = screen(5, 1, "中文")
    #expect(screen[1, 0].isContinuation)
    screen.apply(Array("\u{1B}[2Gx".utf8))
    #expect(screen.lines == [" x文 "])
    screen.apply(Array("\u{1B}[4Gy".utf8))
    #expect(screen.lines == [" x y "])
    #expect(screen.problems.isEmpty)
  }

  @Test func graphemesAreClusteredWithinARunOfText() {
    let screen = screen(6, 1, "e\u{301}🇫🇷👨‍👩‍👧")
    #expect(screen[0, 0].grapheme == "e\u{301}")
    #expect(screen[1, 0].grapheme == "🇫🇷")
    #expect(screen[3, 0].grapheme == "👨‍👩‍👧")
    #expect(screen.cursor == Point(x: 5, y: 0))
  }

  @Test func printingPastTheEdgeWrapsAndIsAProblem() {
    let screen = screen(3, 2, "abc")
    #expect(screen.problems.isEmpty)
    #expect(screen.cursor == Point(x: 2, y: 0))
    var wrapped = screen
    wrapped.apply(Array("d".utf8))
    #expect(wrapped.lines == ["abc", "d  "])
    #expect(wrapped.problems.count == 1)
    var moved = screen
    moved.apply(Array("\u{1B}[D".utf8))
    #expect(moved.problems.count == 1)
  }

  @Test func aWideCharacterInTheLastColumnWraps() {
    let screen = screen(3, 2, "ab中")
    #expect(screen.lines == ["ab ", "中 "])
    #expect(screen.problems.count == 1)
  }

  @Test func erasesUseThePenBackgroundOnly() {
    let screen = screen(
      6, 2, "abcdef\r\nghijkl\u{1B}[1;2H\u{1B}[1;31;44m\u{1B}[2X\u{1B}[2;5H\u{1B}[K")
    #expect(screen.lines == ["a  def", "ghij  "])
    #expect(screen[1, 0].style == Style(background: .blue))
    #expect(screen[5, 1].style == Style(background: .blue))
    #expect(screen[3, 0].style == .plain)
    var cleared = screen
    cleared.apply(Array("\u{1B}[0m\u{1B}[2J".utf8))
    #expect(cleared.buffer == Buffer(width: 6, height: 2))
  }

  @Test func scrollsARegion() {
    var screen = screen(2, 4, "a\r\nb\r\nc\r\nd")
    screen.apply(Array("\u{1B}[2;4r\u{1B}[S\u{1B}[r".utf8))
    #expect(screen.lines == ["a ", "c ", "d ", "  "])
    screen.apply(Array("\u{1B}[2T".utf8))
    #expect(screen.lines == ["  ", "  ", "a ", "c "])
    #expect(screen.cursor == .zero)
    #expect(screen.problems.isEmpty)
  }

  @Test func tracksCursorVisibilityAndIgnoresOtherModes() {
    var screen = screen(2, 1, "\u{1B}[?2026h\u{1B}[?25l\u{1B}[?1049h\u{1B}[?2026l")
    #expect(!screen.isCursorVisible)
    screen.apply(Array("\u{1B}[?25h".utf8))
    #expect(screen.isCursorVisible)
    #expect(screen.problems.isEmpty)
  }

  @Test func notesWhatACarefulEncoderWouldNotSend() {
    #expect(screen(4, 2, "\u{1B}[5;1H").problems.count == 1)
    #expect(screen(4, 2, "\u{1B}7").problems.count == 1)
    #expect(screen(4, 2, "\u{1B}[3q").problems.count == 1)
    #expect(screen(4, 2, "\u{1B}[38;5m").problems.count == 1)
    #expect(screen(4, 2, "\u{1B}[31").problems.count == 1)
    #expect(screen(4, 2, "\t").problems.count == 1)
    #expect(screen(4, 2, "\u{1B}[2;1H\n").problems.count == 1)
    var invalid = VirtualScreen(width: 4, height: 1)
    invalid.apply([0x61, 0xFF, 0x62])
    #expect(invalid.problems.count == 1)
  }

  @Test func resizingKeepsWhatFits() {
    var screen = screen(4, 2, "ab中\r\ncd")
    screen.resize(width: 3, height: 3)
    #expect(screen.lines == ["ab ", "cd ", "   "])
    #expect(screen[2, 0].width == 1)
  }
}

@Suite struct VirtualScreenClipboardTests {
  @Test func osc52EndedByBellOrStringTerminatorSetsTheClipboard() {
    var screen = VirtualScreen(width: 3, height: 1)
    screen.apply(Array("\u{1B}]52;c;aGk=\u{07}".utf8))
    #expect(screen.clipboard == "hi")
    screen.apply(Array("\u{1B}]52;c;w6k=\u{1B}\\x".utf8))
    #expect(screen.clipboard == "é")
    #expect(screen.lines == ["x  "])
    #expect(screen.problems.isEmpty)
  }

  @Test func otherCommandsAndBadPayloadsAreProblems() {
    var screen = VirtualScreen(width: 3, height: 1)
    screen.apply(Array("\u{1B}]0;title\u{07}\u{1B}]52;c;?\u{07}\u{1B}]52;c;/w==\u{07}".utf8))
    #expect(screen.clipboard == nil)
    #expect(screen.problems.count == 3)
  }
}
