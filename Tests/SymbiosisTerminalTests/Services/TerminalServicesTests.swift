import Symbiosis
import SymbiosisTerminalTesting
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
    let copy = Action.copy()
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
    let connection = Action.focusNext().connect(on: next.taps)
    let terminal = TestTerminal(stack, columns: 10, rows: 2)
    #expect(terminal.screen.focusedView === next)
    terminal.press(.enter)
    #expect(terminal.screen.focusedView === field)
    connection.cancel()
  }

  /// A Back button on a scene goes back on the navigator the terminal shows, and a "Next"
  /// button performs a segue there, with no navigation given to either action.
  @Test func goBackAndSegueActionsActOnTheNavigatorShown() throws {
    let next = Segue("Next") { PageScene(title: "Second") }
    let navigator = Navigator(root: PageScene(title: "First", next: next))
    let terminal = TestTerminal(NavigationStack(navigator), columns: 30, rows: 3)
    terminal.press(.enter)
    #expect(navigator.stack.value.count == 2)
    #expect(terminal.text.contains("Second"))
    #expect((navigator.top as? PageScene)?.passed.value.value == "from First")
    terminal.press(.enter)
    #expect(navigator.stack.value.count == 1)
    #expect(terminal.text.contains("First"))
  }

  /// Going back on a stack of plain views pops them; with nothing to go back to, the action
  /// fails with a value.
  @Test func goBackPopsAStackWithoutANavigator() throws {
    let back = Button("Back")
    let action = Action.goBack()
    let connection = action.connect(on: back.taps)
    let stack = NavigationStack(root: Label("Root"), title: "Root")
    stack.push(back, title: "Top")
    let terminal = TestTerminal(stack, columns: 20, rows: 3)
    terminal.press(.enter)
    #expect(stack.entries.count == 1)
    #expect(action.failure.value == nil)
    connection.cancel()
  }

  @Test func goingBackWithNothingToGoBackToFailsWithAValue() async throws {
    let back = Button("Back")
    let action = Action.goBack()
    let connection = action.connect(on: back.taps)
    let terminal = TestTerminal(NavigationStack(root: back, title: "Only"), columns: 20, rows: 3)
    terminal.press(.enter)
    try await waitUntil { action.failure.value != nil }
    #expect(action.failure.value as? NavigationError == .nothingToGoBackTo)
    connection.cancel()
  }

  /// Done on a modal view closes that view.
  @Test func dismissClosesTheModalViewItIsOn() {
    let done = Button("Done")
    let dismiss = Action.dismiss()
    let connection = dismiss.connect(on: done.taps)
    let navigator = Navigator(root: PageScene(title: "Root"))
    let terminal = TestTerminal(NavigationStack(navigator))
    navigator.present(done)
    terminal.press(.enter)
    #expect(terminal.screen.modals.isEmpty)
    #expect(navigator.stack.value.count == 1)
    #expect(dismiss.failure.value == nil)
    connection.cancel()
  }

  @Test func anAppMadeWithANavigatorShowsItAndNavigatesOnIt() {
    let navigator = Navigator(root: PageScene(title: "First"))
    let app = App(navigator: navigator)
    #expect((app.screen.root as? NavigationStack)?.navigator === navigator)
    #expect(app.screen.navigationStack?.navigator === navigator)
    #expect(app.navigator === navigator)
  }

  @Test func anAppMadeWithAViewPresentsOnANavigatorOfItsOwn() throws {
    let app = App(root: Label("behind"))
    let navigator = try #require(app.navigator)
    navigator.present(Alert(title: "Note", message: "Esc closes me"))
    app.screen.resize(to: Size(width: 30, height: 7))
    var lines = app.screen.render().buffer.lines
    #expect(lines[0].hasPrefix("behind"), "no title bar over the root")
    #expect(lines.contains { $0.contains("Note") })
    app.screen.handle(.key(KeyEvent(.escape)))
    lines = app.screen.render().buffer.lines
    #expect(!lines.contains { $0.contains("Note") })
    #expect(navigator.stack.value.count == 1)
  }

  /// In text mode a copy fails with a value the app shows, and no escape sequence reaches the
  /// printed frames.
  @Test func aCopyInTextModeFailsVisiblyWithoutEscapesInTheText() async throws {
    let button = Button("Copy")
    let status = Label("")
    let copy = Action.copy()
    let failure = copy.connect(on: button.taps.map { "anita@example.com" })
    status.reactive.text <~ copy.failure.map { $0.map { "\($0)" } ?? "" }
    let app = App(root: Stack(.vertical, [button, status]))
    let printed = try await textPrinted(by: app, typing: "\r", size: Size(width: 40, height: 2))
    #expect(!printed.contains("\u{1B}"))
    #expect(printed.contains("The clipboard is not available here."))
    failure.cancel()
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

/// A scene with one button: a segue to `next` when given, else Back.
private final class PageScene: Scene {
  /// What the segue here passed.
  let passed = SettableDataSource<String>()
  private let next: Segue?
  private var connection: Subscription?

  init(title: String, next: Segue? = nil) {
    self.next = next
    super.init(title: title)
  }

  override func content() throws -> any PlatformView {
    let button = Button(next == nil ? "Back" : "Next")
    if let next {
      connection = SegueAction<String>(next).connect(on: button.taps.map { "from First" })
    } else {
      connection = Action.goBack().connect(on: button.taps)
    }
    return button
  }
}
