import Testing

@testable import Symbiosis
@testable import SymbiosisTerminal

/// What a frame printed in text mode holds: the screen's rows as text, without the blank rows
/// below the content, so `| tail -3` shows the content's last lines.
@MainActor
@Suite("Text mode frames")
struct TextModeFrameTests {
  @Test func aFrameEndsWithItsLastRowOfContentNotTheWindowsBlankRows() async throws {
    let label = Label("Hello")
    let app = App(root: Stack(.vertical, spacing: 1, [Label("Top"), label]))
    let printed = try await textPrinted(by: app, typing: "", size: Size(width: 20, height: 10))
    #expect(printed == "Top\n\nHello\n")
  }

  @Test func blankRowsBetweenContentStayAndEveryFrameIsTrimmed() async throws {
    let field = TextField(placeholder: "Name")
    let greeting = Label("Who?")
    greeting.reactive.text <~ field.text.map { $0.isEmpty ? "Who?" : "Hi \($0)" }
    let app = App(root: Stack(.vertical, spacing: 2, [field, greeting]))
    let printed = try await textPrinted(by: app, typing: "Al", size: Size(width: 20, height: 8))
    for frame in printed.split(separator: "\u{0C}\n") {
      #expect(!frame.hasSuffix("\n\n"), "a frame ends at its content:\n\(frame)")
    }
    #expect(printed.hasSuffix("Al\n\n\nHi Al\n"), "printed:\n\(printed)")
  }

  @Test func aBlankFrameIsSeparatedFromTheFramesAroundIt() {
    var frames = TextModeFrames()
    #expect(frames.text(of: ["Top", ""]) == "Top\n")
    #expect(frames.text(of: ["", ""]) == "\u{0C}\n\n")
    #expect(frames.text(of: [""]) == nil, "the same blank frame again")
    #expect(frames.text(of: ["Back"]) == "\u{0C}\nBack\n")
  }

  @Test func aFirstFrameThatIsBlankIsPrinted() {
    var frames = TextModeFrames()
    #expect(frames.text(of: [""]) == "\n")
    #expect(frames.text(of: ["Hello"]) == "\u{0C}\nHello\n")
  }
}
