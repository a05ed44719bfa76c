import SymbiosisTerminal
import SymbiosisTerminalTesting
import Testing

/// Text from outside (a song title from a server) may hold any character; it never breaks a row.
@MainActor
@Suite("Control characters in text")
struct ControlCharactersInTextTests {
  @Test func aLineBreakInALabelShowsAsASpaceAndKeepsItsRow() {
    let title = Label("Abba — Dancing\nQueen")
    let album = Label("Arrival")
    let terminal = TestTerminal(Stack(.vertical, [title, album]), columns: 30, rows: 3)
    #expect(terminal.lines == ["Abba — Dancing Queen", "Arrival", ""])
  }

  @Test func tabsBecomeSpacesAndEscapesAndOtherControlsAreDropped() {
    let label = Label("a\tb\u{1B}[31mc\u{7}\r\nd\u{2028}e")
    let terminal = TestTerminal(label, columns: 20, rows: 1)
    #expect(terminal.lines == ["a b[31mc d e"])
    #expect(terminal.cell(x: 3, y: 0).style == Style())
  }

  @Test func aLongLineWithControlsIsCutWithAnEllipsisAtItsWidth() {
    let label = Label("one\ttwo\nthree four")
    label.width = .fixed(10)
    let terminal = TestTerminal(Stack(.vertical, [label]), columns: 20, rows: 1)
    #expect(terminal.lines == ["one two t…"])
  }

  @Test func aWrappingLabelStillBreaksAtLineBreaks() {
    let label = Label("one\ntwo\r\nthree", wraps: true)
    let terminal = TestTerminal(label, columns: 20, rows: 3)
    #expect(terminal.lines == ["one", "two", "three"])
  }

  @Test func measuringAgreesWithWhatShows() {
    for text in ["a\tb", "x\ny", "\r\n", "\u{1B}[2J", "tab\t\t", "\u{85}"] {
      #expect(TextMeasure.width(of: text) == TextMeasure.singleLine(text).count)
    }
  }
}
