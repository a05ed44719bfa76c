import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

/// The multi-line text view: its keys, its scrolling within its rows, its binding both ways and
/// its edit events.
@MainActor
@Suite("TextView")
struct TextViewTests {
  /// A view `lines` rows tall alone on a terminal `columns` wide.
  func show(_ view: TextView, columns: Int = 10) -> TestTerminal {
    TestTerminal(view, columns: columns, rows: view.lines)
  }

  @Test func typingEnterAndTheArrowsEditLines() {
    let view = TextView(lines: 3)
    let terminal = show(view)
    terminal.type("one")
    terminal.press(.enter)
    terminal.type("two")
    #expect(view.text.value == "one\ntwo")
    #expect(terminal.lines == ["one", "two", ""])
    terminal.press(.left)
    terminal.press(.left)
    terminal.press(.left)
    terminal.press(.left)
    #expect(view.cursor == (0, 3), "left from a line's start goes to the end of the one above")
    terminal.press(.delete)
    #expect(view.text.value == "onetwo", "Delete at a line's end joins the next line")
    terminal.press(.enter)
    terminal.press(.backspace)
    terminal.press(.backspace)
    #expect(view.text.value == "ontwo")
    terminal.press(.end)
    terminal.type("!")
    terminal.press(.home)
    terminal.type(">")
    #expect(terminal.lines == [">ontwo!", "", ""])
  }

  @Test func upAndDownKeepTheColumnAcrossShorterLines() {
    let view = TextView(text: "abcdef\nab\nabcdef", lines: 3)
    let terminal = show(view)
    terminal.press(.up)
    terminal.press(.up)
    #expect(view.cursor == (0, 6))
    terminal.press(.down)
    #expect(view.cursor == (1, 2))
    terminal.press(.down)
    #expect(view.cursor == (2, 6), "back to the column the moves started from")
  }

  @Test func itScrollsDownAndSidewaysToKeepTheCursorInView() {
    let view = TextView(lines: 2)
    let terminal = show(view, columns: 6)
    terminal.paste("1\n2\n3\n4")
    #expect(terminal.lines == ["3", "4"])
    #expect(view.cursorPosition == Point(x: 1, y: 1))
    terminal.press(.pageUp)
    #expect(terminal.lines == ["2", "3"], "two lines up, the second line on top")
    #expect(view.cursor == (1, 1))
    terminal.type("abcdefgh")
    #expect(view.text.value == "1\n2abcdefgh\n3\n4")
    #expect(terminal.lines == ["defgh", ""], "every line shown from the same column")
    terminal.press(.home)
    #expect(terminal.lines == ["2abcde", "3"])
  }

  @Test func aPasteKeepsItsLineBreaksAndMakesTabsSpaces() {
    let view = TextView(lines: 3)
    let terminal = show(view)
    terminal.paste("a\tb\r\nc\rd")
    #expect(view.text.value == "a b\nc\nd")
    #expect(terminal.lines == ["a b", "c", "d"])
  }

  @Test func aValueSetFromOutsideShowsWithTheCursorAtItsEnd() {
    let view = TextView(placeholder: "Notes", lines: 2)
    let terminal = show(view)
    #expect(terminal.lines == ["Notes", ""])
    view.text.value = "first\nsecond"
    #expect(terminal.lines == ["first", "second"])
    #expect(view.cursor == (1, 6))
  }

  @Test func altEnterAndCtrlSCommitEscapeCancelsAndLeavingLeaves() {
    let view = TextView(lines: 1)
    let other = TextField()
    let terminal = TestTerminal(Stack(.vertical, [view, other]), columns: 10, rows: 2)
    let events = MutableProperty<[String]>([])
    let lifetime = Lifetime()
    BindingTarget(lifetime: lifetime) { events.modify { $0.append("commit") } }
      .bindOutsideScope(view.commits)
    BindingTarget(lifetime: lifetime) { events.modify { $0.append("cancel") } }
      .bindOutsideScope(view.cancels)
    BindingTarget(lifetime: lifetime) { events.modify { $0.append("leave") } }
      .bindOutsideScope(view.leaves)
    terminal.press(.enter, .alt)
    terminal.press(.character("s"), .control)
    terminal.press(.escape)
    terminal.press(.tab)
    #expect(events.value == ["commit", "commit", "cancel", "leave"])
    #expect(view.text.value == "", "none of them typed anything")
  }

  /// A pasted megabyte, on one line or on many, is taken, shown and edited: a key costs the
  /// cursor's line and a frame what shows.
  @Test func aHugePasteIsShownAndEdited() {
    let view = TextView(lines: 3)
    let terminal = show(view, columns: 8)
    terminal.paste(String(repeating: "abcdefghij", count: 100_000))
    terminal.type("!")
    #expect(terminal.lines == ["efghij!", "", ""])
    terminal.paste(String(repeating: "line\n", count: 100_000))
    terminal.type("end")
    #expect(view.text.value.count == 1_000_001 + 500_000 + 3)
    #expect(terminal.lines == ["line", "line", "end"])
  }
}
