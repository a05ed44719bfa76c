@_spi(Internals) import SymbiosisTerminal
import Testing

/// Bytes a terminal sends and the key they mean.
struct KeyExample: Sendable, CustomTestStringConvertible {
  let bytes: [UInt8]
  let expected: [InputEvent]

  init(_ text: String, _ key: Key, _ modifiers: KeyModifiers = []) {
    self.init(Array(text.utf8), [.key(KeyEvent(key, modifiers: modifiers))])
  }

  init(_ bytes: [UInt8], _ expected: [InputEvent]) {
    self.bytes = bytes
    self.expected = expected
  }

  var testDescription: String {
    bytes.map {
      $0 == 0x1B ? "ESC" : $0 < 0x20 || $0 > 0x7E ? "\\x\($0)" : String(UnicodeScalar($0))
    }
    .joined(separator: " ")
  }
}

@Suite("InputParser keys")
struct InputParserKeyTests {
  static let characters: [KeyExample] = [
    KeyExample("a", .character("a")),
    KeyExample("A", .character("A")),
    KeyExample(" ", .character(" ")),
    KeyExample("é", .character("é")),
    KeyExample("€", .character("€")),
    KeyExample("😀", .character("😀")),
  ]

  static let controls: [KeyExample] = [
    KeyExample("\u{01}", .character("a"), .control),
    KeyExample("\u{03}", .character("c"), .control),
    KeyExample("\u{1A}", .character("z"), .control),
    KeyExample("\u{00}", .character(" "), .control),
    KeyExample("\u{1C}", .character("\\"), .control),
    KeyExample("\u{1F}", .character("_"), .control),
    KeyExample("\t", .tab),
    KeyExample("\r", .enter),
    KeyExample("\n", .enter),
    KeyExample("\u{7F}", .backspace),
    KeyExample("\u{08}", .backspace),
  ]

  static let altKeys: [KeyExample] = [
    KeyExample("\u{1B}a", .character("a"), .alt),
    KeyExample("\u{1B}A", .character("A"), .alt),
    KeyExample("\u{1B}é", .character("é"), .alt),
    KeyExample("\u{1B}\u{01}", .character("a"), [.alt, .control]),
    KeyExample("\u{1B}\u{7F}", .backspace, .alt),
    KeyExample("\u{1B}\r", .enter, .alt),
    KeyExample("\u{1B}", .escape),
    KeyExample("\u{1B}[", .character("["), .alt),
    KeyExample("\u{1B}O", .character("O"), .alt),
    KeyExample("\u{1B}\u{1B}[A", .up, .alt),
    KeyExample(Array("\u{1B}\u{1B}".utf8), [.key(KeyEvent(.escape)), .key(KeyEvent(.escape))]),
    KeyExample(
      Array("\u{1B}O ".utf8),
      [.key(KeyEvent(.character("O"), modifiers: .alt)), .key(KeyEvent(.character(" ")))]),
    KeyExample(
      Array("\u{1B}[\u{01}".utf8),
      [
        .key(KeyEvent(.character("["), modifiers: .alt)),
        .key(KeyEvent(.character("a"), modifiers: .control)),
      ]),
  ]

  static let cursorKeys: [KeyExample] = [
    KeyExample("\u{1B}[A", .up), KeyExample("\u{1B}[B", .down),
    KeyExample("\u{1B}[C", .right), KeyExample("\u{1B}[D", .left),
    KeyExample("\u{1B}OA", .up), KeyExample("\u{1B}OD", .left),
    KeyExample("\u{1B}[H", .home), KeyExample("\u{1B}[F", .end),
    KeyExample("\u{1B}OH", .home), KeyExample("\u{1B}OF", .end),
    KeyExample("\u{1B}[1~", .home), KeyExample("\u{1B}[4~", .end),
    KeyExample("\u{1B}[7~", .home), KeyExample("\u{1B}[8~", .end),
    KeyExample("\u{1B}[2~", .insert), KeyExample("\u{1B}[3~", .delete),
    KeyExample("\u{1B}[5~", .pageUp), KeyExample("\u{1B}[6~", .pageDown),
    KeyExample("\u{1B}[Z", .backTab),
    KeyExample("\u{1B}OM", .enter),
    KeyExample("\u{1B}Op", .character("0")),
  ]

  static let modifiedKeys: [KeyExample] = [
    KeyExample("\u{1B}[1;5A", .up, .control),
    KeyExample("\u{1B}[1;2B", .down, .shift),
    KeyExample("\u{1B}[1;3C", .right, .alt),
    KeyExample("\u{1B}[1;8D", .left, [.shift, .alt, .control]),
    KeyExample("\u{1B}[1;6H", .home, [.shift, .control]),
    KeyExample("\u{1B}[3;5~", .delete, .control),
    KeyExample("\u{1B}[5;2~", .pageUp, .shift),
    KeyExample("\u{1B}[1;2P", .function(1), .shift),
    KeyExample("\u{1B}[15;5~", .function(5), .control),
    KeyExample("\u{1B}O5A", .up, .control),
    KeyExample("\u{1B}[1;9A", .up),
  ]

  static let functionKeys: [KeyExample] = [
    KeyExample("\u{1B}OP", .function(1)), KeyExample("\u{1B}OQ", .function(2)),
    KeyExample("\u{1B}OR", .function(3)), KeyExample("\u{1B}OS", .function(4)),
    KeyExample("\u{1B}[11~", .function(1)), KeyExample("\u{1B}[15~", .function(5)),
    KeyExample("\u{1B}[17~", .function(6)), KeyExample("\u{1B}[18~", .function(7)),
    KeyExample("\u{1B}[19~", .function(8)), KeyExample("\u{1B}[20~", .function(9)),
    KeyExample("\u{1B}[21~", .function(10)), KeyExample("\u{1B}[23~", .function(11)),
    KeyExample("\u{1B}[24~", .function(12)), KeyExample("\u{1B}[[A", .function(1)),
    KeyExample("\u{1B}[[E", .function(5)),
  ]

  static let extendedKeys: [KeyExample] = [
    KeyExample("\u{1B}[99;5u", .character("c"), .control),
    KeyExample("\u{1B}[97;2u", .character("A")),
    KeyExample("\u{1B}[9;2u", .backTab),
    KeyExample("\u{1B}[13u", .enter),
    KeyExample("\u{1B}[27u", .escape),
    KeyExample("\u{1B}[97;7u", .character("a"), [.alt, .control]),
    KeyExample("\u{1B}[27;5;97~", .character("a"), .control),
    KeyExample("\u{1B}[27;5;13~", .enter, .control),
    KeyExample(Array("\u{1B}[57399u".utf8), []),
  ]

  static let focus: [KeyExample] = [
    KeyExample(Array("\u{1B}[I".utf8), [.focusGained]),
    KeyExample(Array("\u{1B}[O".utf8), [.focusLost]),
  ]

  @Test(arguments: characters + controls + altKeys)
  func decodesTypedKeys(_ example: KeyExample) {
    #expect(ParserFeeding.decode(example.bytes) == example.expected)
  }

  @Test(arguments: cursorKeys + modifiedKeys + functionKeys + extendedKeys + focus)
  func decodesSequences(_ example: KeyExample) {
    #expect(ParserFeeding.decode(example.bytes) == example.expected)
  }

  @Test func aLoneEscapeWaitsForFlush() {
    var parser = InputParser()
    #expect(parser.feed([0x1B]).isEmpty)
    #expect(parser.hasPendingSequence)
    #expect(parser.flush() == [.key(KeyEvent(.escape))])
    #expect(!parser.hasPendingSequence)
    #expect(parser.flush().isEmpty)
  }

  @Test func anEscapeFollowedByASequenceInTheNextReadIsTheSequence() {
    var parser = InputParser()
    #expect(parser.feed([0x1B]).isEmpty)
    #expect(parser.feed(Array("[1;5".utf8)).isEmpty)
    #expect(parser.feed(Array("A".utf8)) == [.key(KeyEvent(.up, modifiers: .control))])
  }

  @Test func aCharacterSplitAcrossReadsDecodes() {
    var parser = InputParser()
    let bytes = Array("😀".utf8)
    #expect(parser.feed(bytes[0..<1]).isEmpty)
    #expect(parser.feed(bytes[1..<3]).isEmpty)
    #expect(parser.feed(bytes[3..<4]) == [.key(KeyEvent(.character("😀")))])
  }

  @Test func typingDecodesEveryKeyInOrder() {
    let events = ParserFeeding.decode("hi\u{1B}[A\r")
    #expect(
      events == [
        .key(KeyEvent(.character("h"))), .key(KeyEvent(.character("i"))),
        .key(KeyEvent(.up)), .key(KeyEvent(.enter)),
      ])
  }

  @Test func feedAcceptsAnyCollectionOfBytes() {
    var parser = InputParser()
    #expect(
      parser.feed("ab".utf8) == [.key(KeyEvent(.character("a"))), .key(KeyEvent(.character("b")))])
    #expect(parser.feed([UInt8]().lazy.map { $0 }).isEmpty)
  }
}
