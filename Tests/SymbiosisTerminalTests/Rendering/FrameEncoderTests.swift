import Symbiosis
@_spi(Internals) import SymbiosisTerminal
import SymbiosisTerminalTesting
import Testing

@Suite struct FrameEncoderTests {
  private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  /// A 200 × 60 screen of distinct text, drawn once by `encoder` onto `screen`.
  private func drawnTable(
    _ encoder: inout FrameEncoder, _ screen: inout VirtualScreen
  ) -> Buffer {
    var buffer = Buffer(width: 200, height: 60)
    for y in 0..<60 {
      buffer.put("row \(y): the quick brown fox \(y * 7919 % 1000)", x: 0, y: y)
      buffer.put("status", x: 150, y: y, style: Style.plain.foreground(.green))
    }
    screen.apply(encoder.encode(from: nil, to: buffer, cursor: nil))
    return buffer
  }

  @Test func anUnchangedFrameWritesNothing() {
    var encoder = FrameEncoder()
    var screen = VirtualScreen(width: 200, height: 60)
    let buffer = drawnTable(&encoder, &screen)
    #expect(encoder.encode(from: buffer, to: buffer, cursor: nil).isEmpty)
    _ = encoder.encode(from: buffer, to: buffer, cursor: Point(x: 3, y: 4))
    #expect(encoder.encode(from: buffer, to: buffer, cursor: Point(x: 3, y: 4)).isEmpty)
  }

  @Test func aFirstFrameClearsTheScreenAndDrawsIt() {
    var buffer = Buffer(width: 5, height: 2)
    buffer.put("hi", x: 1, y: 1, style: Style.plain.bold())
    var encoder = FrameEncoder()
    let bytes = text(encoder.encode(from: nil, to: buffer, cursor: nil))
    #expect(bytes.hasPrefix("\u{1B}[?2026h\u{1B}[0m\u{1B}[H\u{1B}[2J"))
    #expect(bytes.hasSuffix("\u{1B}[?2026l"))
    var screen = VirtualScreen(width: 5, height: 2)
    screen.apply(Array(bytes.utf8))
    #expect(screen.buffer == buffer)
  }

  @Test func oneChangedCellTakesAFewBytes() {
    var encoder = FrameEncoder()
    var screen = VirtualScreen(width: 200, height: 60)
    let before = drawnTable(&encoder, &screen)
    var after = before
    after.put("X", x: 100, y: 30, style: Style.plain.bold().foreground(.red))
    let bytes = encoder.encode(from: before, to: after, cursor: nil)
    #expect(text(bytes) == "\u{1B}[?2026h\u{1B}[31;101H\u{1B}[1;31mX\u{1B}[?2026l")
    #expect(bytes.count <= 40)
    screen.apply(bytes)
    #expect(screen.buffer == after)
  }

  @Test func onlyTheStyleThatDiffersIsSent() {
    var buffer = Buffer(width: 4, height: 1)
    buffer.put("a", x: 0, y: 0, style: Style.plain.bold().underline().foreground(.red))
    buffer.put("b", x: 1, y: 0, style: Style.plain.bold().underline().foreground(.green))
    buffer.put("c", x: 2, y: 0, style: Style.plain.underline().foreground(.green))
    buffer.put("d", x: 3, y: 0, style: .plain)
    var encoder = FrameEncoder(synchronizedOutput: false)
    let bytes = text(encoder.encode(from: Buffer(width: 4, height: 1), to: buffer, cursor: nil))
    #expect(bytes.contains("\u{1B}[1;4;31ma\u{1B}[32mb\u{1B}[22mc\u{1B}[0md"))
  }

  @Test func coloursAreDowngradedToWhatTheTerminalShows() {
    var buffer = Buffer(width: 2, height: 1)
    buffer.put("a", x: 0, y: 0, style: Style.plain.foreground(.rgb(255, 0, 0)))
    buffer.put("b", x: 1, y: 0, style: Style.plain.background(.indexed(21)))
    var ansi = FrameEncoder(colorSupport: .ansi16)
    #expect(
      text(ansi.encode(from: nil, to: buffer, cursor: nil)).contains("\u{1B}[91ma\u{1B}[0;44mb"))
    var indexed = FrameEncoder(colorSupport: .indexed256)
    #expect(text(indexed.encode(from: nil, to: buffer, cursor: nil)).contains("\u{1B}[38;5;196ma"))
    var none = FrameEncoder(colorSupport: .none)
    #expect(
      text(none.encode(from: nil, to: buffer, cursor: nil))
        == "\u{1B}[?2026h\u{1B}[0m\u{1B}[H\u{1B}[2Jab\u{1B}[?25l\u{1B}[?2026l")
  }

  @Test func theCursorIsShownWhereAskedOrHidden() {
    let buffer = Buffer(width: 10, height: 5)
    var encoder = FrameEncoder(synchronizedOutput: false)
    var screen = VirtualScreen(width: 10, height: 5)
    screen.apply(encoder.encode(from: nil, to: buffer, cursor: Point(x: 4, y: 2)))
    #expect(screen.cursor == Point(x: 4, y: 2) && screen.isCursorVisible)
    // Printing the two blanks again is cheaper than CUF 2.
    let moved = encoder.encode(from: buffer, to: buffer, cursor: Point(x: 6, y: 2))
    #expect(text(moved) == "  ")
    screen.apply(moved)
    #expect(screen.cursor == Point(x: 6, y: 2))
    #expect(screen.buffer == buffer)
    #expect(text(encoder.encode(from: buffer, to: buffer, cursor: Point(x: 1, y: 2))) == "\r ")
    #expect(text(encoder.encode(from: buffer, to: buffer, cursor: nil)) == "\u{1B}[?25l")
  }

  @Test func withoutSynchronizedOutputTheCursorHidesWhileDrawing() {
    var buffer = Buffer(width: 10, height: 2)
    var encoder = FrameEncoder(synchronizedOutput: false)
    _ = encoder.encode(from: nil, to: buffer, cursor: Point(x: 0, y: 0))
    let before = buffer
    buffer.put("z", x: 5, y: 1)
    let bytes = text(encoder.encode(from: before, to: buffer, cursor: Point(x: 0, y: 0)))
    #expect(bytes.hasPrefix("\u{1B}[?25l"))
    #expect(bytes.hasSuffix("\u{1B}[?25h"))
    #expect(!bytes.contains("2026"))
  }

  @Test func aScrolledListScrollsTheTerminal() {
    var encoder = FrameEncoder()
    var screen = VirtualScreen(width: 200, height: 60)
    let before = drawnTable(&encoder, &screen)
    var after = Buffer(width: 200, height: 60)
    for y in 0..<60 {
      let row = y + 1
      after.put("row \(row): the quick brown fox \(row * 7919 % 1000)", x: 0, y: y)
      after.put("status", x: 150, y: y, style: Style.plain.foreground(.green))
    }
    let bytes = encoder.encode(from: before, to: after, cursor: nil)
    #expect(text(bytes).contains("\u{1B}[S"))
    #expect(bytes.count < 100)
    screen.apply(bytes)
    #expect(screen.buffer == after)
    #expect(screen.problems.isEmpty)
  }

  @Test func aNewSizeRedrawsEverything() {
    var encoder = FrameEncoder()
    var small = Buffer(width: 3, height: 1)
    small.put("abc", x: 0, y: 0)
    _ = encoder.encode(from: nil, to: small, cursor: nil)
    var large = Buffer(width: 4, height: 1)
    large.put("abc", x: 0, y: 0)
    let bytes = text(encoder.encode(from: small, to: large, cursor: nil))
    #expect(bytes.contains("\u{1B}[2J") && bytes.contains("abc"))
  }

  @Test func graphemesThatWouldJoinAreKeptApart() {
    var buffer = Buffer(width: 6, height: 1)
    buffer.put("🇫", x: 0, y: 0)
    buffer.put("🇷", x: 2, y: 0)
    var encoder = FrameEncoder()
    var screen = VirtualScreen(width: 6, height: 1)
    screen.apply(encoder.encode(from: nil, to: buffer, cursor: nil))
    #expect(screen.buffer == buffer)
    #expect(screen.problems.isEmpty)
  }

  @Test func controlCharactersNeverReachTheTerminal() {
    var buffer = Buffer(width: 12, height: 1)
    buffer.put("a\u{1B}[2Jb\u{9B}c\u{7}", x: 0, y: 0)
    var encoder = FrameEncoder(synchronizedOutput: false)
    let bytes = encoder.encode(from: nil, to: buffer, cursor: nil)
    #expect(!bytes.contains(0x07))
    #expect(!text(bytes).unicodeScalars.contains("\u{9B}"))
    #expect(bytes.filter { $0 == 0x1B }.count == 4)  // reset, home, clear, hide cursor
  }
}
