import Symbiosis
import Testing

@testable import SymbiosisTerminal

/// A window of any size, even one no terminal has, never traps or takes the machine's memory:
/// a frame keeps to a bounded size.
@MainActor
@Suite("Huge windows")
struct HugeWindowTests {
  @Test(arguments: [
    Size(width: 100_000, height: 100_000), Size(width: 5_000, height: 5_000),
    Size(width: Int.max, height: 3), Size(width: 3, height: Int.max),
  ])
  func aFrameKeepsToABoundedSize(_ size: Size) throws {
    let screen = Screen(root: Label("hello"), size: Size(width: 80, height: 24))
    screen.resize(to: size)
    try #require(screen.size.width <= 1_000 && screen.size.height <= 1_000)
    #expect(screen.size.width > 0 && screen.size.height > 0)
    let frame = screen.render().buffer
    #expect(frame.width == screen.size.width && frame.height == screen.size.height)
    let made = Screen(root: Label("hello"), size: size)
    try #require(made.size == screen.size)
    #expect(made.render().buffer.width == screen.size.width)
  }
}

/// Text mode's size comes from `COLUMNS` and `LINES`, which may name any size; what is drawn
/// instead is said on standard error.
@MainActor
@Suite("Huge windows in text mode")
struct HugeTextModeWindowTests {
  @Test func aWindowLargerThanAFrameIsToldWithTheSizeDrawn() async throws {
    let asked = TextModeRunner.environmentSize(["COLUMNS": "100000", "LINES": "100000"])
    #expect(asked == Size(width: 100_000, height: 100_000))
    let note = try #require(TextModeRunner.sizeNote(asked: asked, drawn: Screen.bounded(asked)))
    #expect(
      note.hasSuffix(
        "a window of 100000 × 100000 is larger than a frame may be; frames are drawn at 1000 × 500.\n"
      ))
    #expect(
      TextModeRunner.sizeNote(
        asked: Size(width: 80, height: 24), drawn: Size(width: 80, height: 24)) == nil)
    let printed = try await textPrinted(by: App(root: Label("hello")), typing: "", size: asked)
    #expect(printed.split(separator: "\n").first == "hello")
  }

  @Test func aNegativeSizeDrawsNothingAndDoesNotTrap() {
    let screen = Screen(root: Label("hello"), size: Size(width: -3, height: -7))
    #expect(screen.size == Size(width: 0, height: 0))
    #expect(screen.render().buffer.width == 0)
  }
}
