import Symbiosis
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

@testable import SymbiosisTerminal

@MainActor
@Suite("Terminal clipboard (OSC 52)")
struct TerminalClipboardTests {
  @Test func copiedTextReachesTheTerminalsClipboardAfterTheFrame() async throws {
    let label = Label("Anita")
    let terminal = TestTerminal(label, columns: 20, rows: 1)
    let clipboard = TerminalClipboard(screen: terminal.screen)
    // A change and a copy in one turn: the frame is written whole, then the copy.
    label.text = "Copied"
    try await clipboard.copy("anita@example.com")
    #expect(terminal.clipboard == "anita@example.com")
    #expect(terminal.lines == ["Copied"])
    #expect(terminal.writes.last == TerminalClipboard.sequence(copying: "anita@example.com"))
    #expect(
      String(decoding: terminal.writes.dropLast().last ?? [], as: UTF8.self).contains("Copied"))
  }

  @Test func controlCharactersInTheTextAreCopiedNotObeyed() async throws {
    let terminal = TestTerminal(Label("kept"), columns: 10, rows: 1)
    let hostile = "\u{1B}[2J\u{1B}]52;c;AAAA\u{07}\r\nmore"
    try await TerminalClipboard(screen: terminal.screen).copy(hostile)
    #expect(terminal.clipboard == hostile)
    #expect(terminal.lines == ["kept"])
    let sequence = TerminalClipboard.sequence(copying: hostile)
    // Only the sequence's own ESC and BEL: the text travels as base64.
    #expect(sequence.filter { $0 < 0x20 } == [0x1B, 0x07])
  }

  @Test func textOverTheBoundIsRefusedWithAValueAndNothingIsWritten() async throws {
    let terminal = TestTerminal(Label("x"), columns: 10, rows: 1)
    let clipboard = TerminalClipboard(screen: terminal.screen)
    let writes = terminal.writes.count
    let huge = String(repeating: "é", count: TerminalClipboard.maximumBytes / 2 + 1)
    await #expect(
      throws: ClipboardTextTooLong(
        bytes: TerminalClipboard.maximumBytes + 2, limit: TerminalClipboard.maximumBytes)
    ) { try await clipboard.copy(huge) }
    #expect(terminal.clipboard == nil)
    #expect(terminal.writes.count == writes)
    let largest = String(repeating: "a", count: TerminalClipboard.maximumBytes)
    try await clipboard.copy(largest)
    #expect(terminal.clipboard == largest)
  }

  @Test func aClipboardWhoseScreenIsGoneIsUnavailable() async {
    var screen: Screen? = Screen(root: Label("x"), size: Size(width: 4, height: 1))
    let clipboard = TerminalClipboard(screen: screen!)
    screen = nil
    await #expect(throws: ServiceUnavailable("The clipboard")) { try await clipboard.copy("a") }
  }

  /// Any text, control characters and all scripts included, comes out of a virtual terminal as
  /// it went in, with nothing drawn and nothing the terminal would not take.
  @Test func anyTextRoundTripsThroughTheSequence() {
    var random = SeededRandom(seed: 52)
    let alphabet: [Character] = ["a", "Z", " ", "\u{1B}", "\u{07}", "\n", "é", "中", "🇫🇷", ";", "\\"]
    for _ in 0..<300 {
      let text = String(
        (0..<Int.random(in: 0...40, using: &random)).map { _ in
          alphabet.randomElement(using: &random) ?? "a"
        })
      var screen = VirtualScreen(width: 4, height: 1)
      screen.apply(TerminalClipboard.sequence(copying: text))
      #expect(screen.clipboard == text)
      #expect(screen.problems.isEmpty)
      #expect(screen.lines == ["    "])
    }
  }
}
