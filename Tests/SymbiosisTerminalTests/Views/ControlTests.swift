import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

@MainActor
@Suite("Buttons and text fields")
struct ControlTests {
  @Test func aButtonIsTappedByEnterSpaceAndClick() {
    let button = Button("Go")
    var taps = 0
    let counting = { @MainActor (_: Void) in taps += 1 } <~ button.taps
    defer { counting.cancel() }
    let terminal = TestTerminal(
      Stack(.vertical, alignment: .leading, [button]), columns: 10, rows: 1)
    #expect(terminal.lines == ["[ Go ]"])
    terminal.press(.enter)
    terminal.press(.character(" "))
    terminal.click(x: 2, y: 0)
    terminal.click(x: 8, y: 0)  // beside it
    #expect(taps == 3)
  }

  @Test func aButtonBoundToAnActionIsDisabledWhileItCannotRun() async throws {
    let allowed = MutableProperty(false)
    var runs = 0
    let save = Action(enabled: allowed) { runs += 1 }
    let button = Button("Save")
    save.bind(to: button)
    let terminal = TestTerminal(Stack(.vertical, [button]), columns: 10, rows: 1)
    await terminal.settled()
    #expect(!button.isEnabled)
    terminal.press(.enter)
    #expect(runs == 0)
    #expect(terminal.cell(x: 2, y: 0).style.attributes.contains(.dim))
    allowed.value = true
    await terminal.settled()
    #expect(button.isEnabled)
    terminal.press(.enter)
    #expect(runs == 1)
    #expect(terminal.cell(x: 2, y: 0).style == terminal.screen.theme.focus)
  }

  @Test func aButtonKeepsTheFocusWhileTheActionItStartedRunsAndDisablesIt() async throws {
    let gate = Gate<Void>()
    var runs = 0
    let open = Action {
      runs += 1
      try await gate.load()
    }
    var copies = 0
    let (first, second) = (Button("Open"), Button("Copy"))
    open.bind(to: first)
    let copying = { @MainActor (_: Void) in copies += 1 } <~ second.taps
    defer { copying.cancel() }
    let terminal = TestTerminal(Stack(.vertical, [first, second]), columns: 10, rows: 2)
    #expect(first.isFocused)
    terminal.press(.enter)
    try await waitUntil { !first.isEnabled }  // the run waits on the gate: it cannot settle
    terminal.render()
    #expect(first.isFocused, "the focus stays where the user pressed")
    #expect(terminal.cell(x: 2, y: 0).style == terminal.screen.theme.focus.dim())
    terminal.press(.enter)  // an impatient second press
    #expect(copies == 0, "a second press never lands on the next control")
    #expect(runs == 1)
    try await gate.answer(.success(()))
    await terminal.settled()
    #expect(first.isEnabled)
    #expect(first.isFocused)
    terminal.press(.tab)
    #expect(second.isFocused)
    terminal.press(.tab)
    #expect(first.isFocused)
  }

  /// User's Disconnect: once there is no one to disconnect, the button is greyed and the focus
  /// goes on to the next control, as Tab would take it.
  @Test func aDisabledButtonNeverLooksFocusedAndTheFocusMovesOn() async throws {
    let allowed = MutableProperty(true)
    let disconnect = Action(enabled: allowed) {}
    let (first, second, third) = (Button("Open"), Button("Disconnect"), Button("Help"))
    disconnect.bind(to: second)
    let terminal = TestTerminal(Stack(.vertical, [first, second, third]), columns: 16, rows: 3)
    terminal.press(.tab)
    #expect(second.isFocused)
    allowed.value = false
    await terminal.settled()
    #expect(!second.isEnabled)
    terminal.render()
    #expect(!second.isFocused)
    #expect(third.isFocused, "the focus moves on to the next control")
    #expect(terminal.cell(x: 2, y: 1).style == terminal.screen.theme.disabled)
    terminal.press(.tab)
    #expect(first.isFocused, "Tab passes over the disabled button")
  }

  @Test func typingEditsAtTheCursorAndReportsEachEdit() {
    let field = TextField()
    var edits: [String] = []
    let recording = { @MainActor (text: String) in edits.append(text) } <~ field.edits
    defer { recording.cancel() }
    let terminal = TestTerminal(Stack(.vertical, [field]), columns: 20, rows: 1)
    terminal.type("helo")
    terminal.press(.left)
    terminal.type("l")
    terminal.press(.end)
    terminal.press(.backspace)
    terminal.press(.home)
    terminal.press(.delete)
    #expect(field.text.value == "ell")
    #expect(edits == ["h", "he", "hel", "helo", "hello", "hell", "ell"])
    #expect(terminal.lines == ["ell"])
    terminal.press(.character("k"), .control)
    #expect(field.text.value == "")
  }

  @Test func controlKeysMoveAndCut() {
    let field = TextField(text: "one two")
    let terminal = TestTerminal(Stack(.vertical, [field]), columns: 20, rows: 1)
    terminal.press(.character("a"), .control)
    terminal.press(.right)
    terminal.press(.right)
    terminal.press(.right)
    terminal.press(.character("k"), .control)
    #expect(field.text.value == "one")
    terminal.press(.character("u"), .control)
    #expect(field.text.value == "")
  }

  @Test func thePlaceholderShowsWhileEmptyAndPastesAreOneLine() {
    let field = TextField(placeholder: "Search")
    let terminal = TestTerminal(Stack(.vertical, [field]), columns: 20, rows: 1)
    #expect(terminal.lines == ["Search"])
    #expect(terminal.cell(x: 0, y: 0).style.attributes.contains(.dim))
    terminal.paste("abba\nqueen")
    #expect(field.text.value == "abba queen")
    #expect(terminal.lines == ["abba queen"])
  }

  @Test func longTextScrollsToKeepTheCursorInView() {
    let field = TextField()
    field.width = .fixed(8)
    let terminal = TestTerminal(Stack(.vertical, [field]), columns: 20, rows: 1)
    terminal.type("abcdefghijkl")
    #expect(terminal.lines == ["fghijkl"])
    #expect(field.cursorPosition == Point(x: 7, y: 0))
    terminal.press(.home)
    #expect(terminal.lines == ["abcdefgh"])
  }

  @Test func enterSubmitsTheText() {
    let field = TextField()
    var submitted: [String] = []
    let recording = { @MainActor (text: String) in submitted.append(text) } <~ field.triggers
    defer { recording.cancel() }
    let terminal = TestTerminal(Stack(.vertical, [field]), columns: 20, rows: 1)
    terminal.type("queen")
    terminal.press(.enter)
    #expect(submitted == ["queen"])
  }
}
