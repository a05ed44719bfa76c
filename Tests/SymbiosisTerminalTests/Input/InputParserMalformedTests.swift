@_spi(Internals) import SymbiosisTerminal
import Testing

@Suite("InputParser on malformed input")
struct InputParserMalformedTests {
  static let invalidUTF8: [KeyExample] = [
    KeyExample([0xFF], [replacement]),
    KeyExample([0x80], [replacement]),
    KeyExample([0xC3, 0x61], [replacement, .key(KeyEvent(.character("a")))]),
    KeyExample([0xE2, 0x82], [replacement]),
    KeyExample([0xC0, 0x80], [replacement, replacement]),
    KeyExample([0xED, 0xA0, 0x80], [replacement, replacement, replacement]),
    KeyExample([0xF4, 0x90, 0x80, 0x80], Array(repeating: replacement, count: 4)),
    KeyExample([0xE2, 0x1B, 0x5B, 0x41], [replacement, .key(KeyEvent(.up))]),
  ]

  static let replacement = InputEvent.key(KeyEvent(.character("\u{FFFD}")))

  @Test(arguments: invalidUTF8)
  func invalidUTF8BecomesReplacementCharacters(_ example: KeyExample) {
    #expect(ParserFeeding.decode(example.bytes) == example.expected)
  }

  @Test(arguments: ["\u{1B}[?62;22c", "\u{1B}[1;5X", "\u{1B}[>0;276;0c", "\u{1B}[1$y", "\u{1B}Oa"])
  func anUnknownSequenceIsSkippedAsAWhole(_ sequence: String) {
    #expect(ParserFeeding.decode(sequence + "b") == [.key(KeyEvent(.character("b")))])
  }

  @Test func aSequenceInterruptedByEscapeGivesWayToTheNextOne() {
    #expect(ParserFeeding.decode("\u{1B}[1;2\u{1B}[A") == [.key(KeyEvent(.up))])
  }

  @Test func aSequenceInterruptedByAControlByteKeepsThatKey() {
    #expect(ParserFeeding.decode("\u{1B}[1;2\r") == [.key(KeyEvent(.enter))])
  }

  @Test func anOverlongSequenceIsSkippedWithoutBeingStored() {
    var parser = InputParser()
    let digits = [UInt8](repeating: 0x31, count: 10_000)
    #expect(parser.feed([0x1B, 0x5B] + digits).isEmpty)
    #expect(parser.bufferedByteCount <= InputParser.maximumSequenceLength)
    #expect(parser.feed(Array("Ax".utf8)) == [.key(KeyEvent(.character("x")))])
  }

  @Test func aSequenceOfExactlyTheMaximumLengthStillDecodes() {
    let padding = String(repeating: "0", count: InputParser.maximumSequenceLength - 6)
    let sequence = "\u{1B}[\(padding)1;5A"
    #expect(sequence.utf8.count == InputParser.maximumSequenceLength)
    #expect(ParserFeeding.decode(sequence) == [.key(KeyEvent(.up, modifiers: .control))])
    #expect(ParserFeeding.decode("\u{1B}[0\(padding)1;5A").isEmpty)
  }

  @Test func hugeParametersDoNotOverflow() {
    let sequence = "\u{1B}[1;99999999999999999999999999A"
    #expect(ParserFeeding.decode(sequence).count == 1)
  }

  @Test func flushDropsAnUnfinishedSequenceAndTheNextKeyDecodes() {
    var parser = InputParser()
    #expect(parser.feed(Array("\u{1B}[1;".utf8)).isEmpty)
    #expect(parser.flush().isEmpty)
    #expect(parser.bufferedByteCount == 0)
    #expect(parser.feed(Array("q".utf8)) == [.key(KeyEvent(.character("q")))])
  }

  @Test func flushEndsAnUnfinishedCharacterWithAReplacement() {
    var parser = InputParser()
    #expect(parser.feed([0xF0, 0x9F]).isEmpty)
    #expect(parser.flush() == [Self.replacement])
  }
}
