import Symbiosis
import Testing

@testable import SymbiosisTerminal

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
