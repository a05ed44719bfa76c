import Symbiosis
import SymbiosisScenes
@_spi(Internals) import SymbiosisTerminal

/// An in-memory terminal for tests: it shows a view through the real frame encoder on a
/// virtual screen of a given size, and takes scripted keys, mouse and resizes.
///
/// ```swift
/// let app = SearchyApp(service: catalog, clock: clock)
/// let terminal = TestTerminal(app.navigation, columns: 60, rows: 20)
/// terminal.type("abba")
/// await clock.advance(by: .milliseconds(330))  // the debounce fires on the test's clock
/// await terminal.settled()  // the search it started has answered
/// terminal.press(.enter)
/// #expect(terminal.lines[0] == "‹ Back       Dancing Queen")
/// ```
///
/// The platform's services reach the actions its input runs, as in an app: a copy shows in
/// ``clipboard``, Tab's action moves the focus here.
///
/// Each input is handled and a frame drawn at once, as the app would at the end of the turn.
/// Reading the screen first draws what async work changed since, as the app's next frame would.
///
/// The work the terminal's input starts is tracked, as the app's text mode tracks it (a
/// `PendingWork` set around every input, around making the root view and around every
/// frame): ``settled()`` returns once the loads, debounces and values on their way to the main
/// actor that it started are over, so a test awaits the work it started instead of polling the
/// screen. A debounce on a test clock is over only once the test moves the clock past it.
@MainActor
public final class TestTerminal {
  /// What the terminal shows.
  public let screen: Screen
  /// The bytes written: one write per frame, then one for any control sequences after it (a
  /// clipboard copy).
  public private(set) var writes: [[UInt8]] = []
  /// The work under way that the terminal's input, its root view and its frames started:
  /// what ``settled()`` waits for. Code a test runs itself counts here inside
  /// `PendingWork.$current.withValue(terminal.work) { … }`.
  public let work: PendingWork
  /// The scene library of a scene-file app (``init(scenes:types:root:columns:rows:)``), which
  /// made its scenes, for a test that opens one from Swift or reloads a file; `nil` otherwise.
  public internal(set) var library: SceneLibrary?
  /// The navigator showing a scene-file app's scenes (``init(scenes:types:root:columns:rows:)``);
  /// `nil` otherwise.
  public internal(set) var navigator: Navigator?
  private var virtual: VirtualScreen
  private var pipeline: FramePipeline!
  private var parser = InputParser()

  /// A terminal of `columns` × `rows` showing `root`, made inside the terminal's ``work`` so
  /// that what it starts as it is made (a first load) is waited for by ``settled()``.
  public init(
    _ root: @autoclosure () throws -> View, columns: Int = 80, rows: Int = 24,
    theme: Theme = .standard, colorSupport: ColorSupport = .truecolor
  ) rethrows {
    let work = PendingWork()
    self.work = work
    let size = Size(width: columns, height: rows)
    screen = try PendingWork.$current.withValue(work) {
      Screen(root: try root(), size: size, theme: theme)
    }
    virtual = VirtualScreen(width: columns, height: rows)
    pipeline = FramePipeline(
      screen: screen, encoder: FrameEncoder(colorSupport: colorSupport, synchronizedOutput: true),
      output: { [unowned self] bytes in
        writes.append(bytes)
        virtual.apply(bytes)
      })
    render()
  }

  /// The rows on screen as text, trailing spaces removed.
  public var lines: [String] {
    render()
    return virtual.buffer.trimmedLines
  }

  /// The whole screen as text, rows joined by newlines.
  public var text: String { lines.joined(separator: "\n") }

  /// The text last copied to the terminal's clipboard (OSC 52), if any.
  public var clipboard: String? {
    render()
    return virtual.clipboard
  }

  /// Whether the terminal shows its cursor: only while a text field has focus.
  public var isCursorVisible: Bool {
    render()
    return virtual.isCursorVisible
  }

  /// The cell at column `x`, row `y`, with its style.
  public func cell(x: Int, y: Int) -> Cell {
    render()
    return virtual[x, y]
  }

  /// Draws a frame if anything changed.
  public func render() {
    guard screen.needsFrame else { return }
    PendingWork.$current.withValue(work) { pipeline.drawFrame() }
  }

  /// Runs `change` inside the terminal's ``work``, as an input runs, so that ``settled()`` waits
  /// for what it starts: for a test that changes a model itself, where a user would have typed.
  public func track<Result>(_ change: () throws -> Result) rethrows -> Result {
    try PendingWork.$current.withValue(work, operation: change)
  }

  /// Returns once the work the terminal's input, root view and frames started is over (loads
  /// answered, debounces fired, values handed to the main actor) and its frame is drawn, or
  /// when the waiting task is cancelled.
  ///
  /// Work that no tracker sees is not waited for: a file watcher's look, a child process, a
  /// socket. A debounce or delay on a test clock is pending until the test moves the clock.
  public func settled() async {
    repeat {
      await work.settled()
      render()
    } while !work.isSettled && !Task.isCancelled
  }

  /// Sends `event` as if the user made it, then draws.
  public func send(_ event: InputEvent) {
    if case .resize(let columns, let rows) = event {
      let clipboard = virtual.clipboard
      virtual = VirtualScreen(width: columns, height: rows)
      virtual.clipboard = clipboard
      pipeline.invalidate()
      // The new virtual screen is blank, even when the size did not change and the screen
      // itself has nothing to redraw.
      screen.setNeedsFrame()
    }
    PendingWork.$current.withValue(work) { screen.handle(event) }
    render()
  }

  /// Sends raw bytes as a terminal would, through the input parser.
  public func send(bytes: [UInt8]) {
    for event in parser.feed(bytes) + parser.flush() { send(event) }
  }

  /// Presses `key` with `modifiers`.
  public func press(_ key: Key, _ modifiers: KeyModifiers = []) {
    send(.key(KeyEvent(key, modifiers: modifiers)))
  }

  /// Types `text`, a key per character.
  public func type(_ text: String) {
    for character in text { press(.character(character)) }
  }

  /// Pastes `text` in one piece.
  public func paste(_ text: String) { send(.paste(text)) }

  /// Clicks the left button at column `x`, row `y`.
  public func click(x: Int, y: Int) {
    send(.mouse(MouseEvent(kind: .press(.left), column: x, row: y)))
    send(.mouse(MouseEvent(kind: .release(.left), column: x, row: y)))
  }

  /// Turns the wheel once at column `x`, row `y`.
  public func scroll(down: Bool, x: Int = 0, y: Int = 0) {
    send(.mouse(MouseEvent(kind: down ? .scrollDown : .scrollUp, column: x, row: y)))
  }

  /// Resizes the terminal.
  public func resize(columns: Int, rows: Int) { send(.resize(columns: columns, rows: rows)) }
}
