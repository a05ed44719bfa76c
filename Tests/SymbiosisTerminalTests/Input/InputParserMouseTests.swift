@_spi(Internals) import SymbiosisTerminal
import Testing

@Suite("InputParser mouse")
struct InputParserMouseTests {
  static func mouse(
    _ kind: MouseEvent.Kind, _ column: Int, _ row: Int, _ modifiers: KeyModifiers = []
  ) -> [InputEvent] {
    [.mouse(MouseEvent(kind: kind, column: column, row: row, modifiers: modifiers))]
  }

  static let reports: [KeyExample] = [
    KeyExample(Array("\u{1B}[<0;1;1M".utf8), mouse(.press(.left), 0, 0)),
    KeyExample(Array("\u{1B}[<0;10;5m".utf8), mouse(.release(.left), 9, 4)),
    KeyExample(Array("\u{1B}[<1;3;4M".utf8), mouse(.press(.middle), 2, 3)),
    KeyExample(Array("\u{1B}[<2;3;4M".utf8), mouse(.press(.right), 2, 3)),
    KeyExample(Array("\u{1B}[<2;3;4m".utf8), mouse(.release(.right), 2, 3)),
    KeyExample(Array("\u{1B}[<32;5;6M".utf8), mouse(.drag(.left), 4, 5)),
    KeyExample(Array("\u{1B}[<34;5;6M".utf8), mouse(.drag(.right), 4, 5)),
    KeyExample(Array("\u{1B}[<35;5;6M".utf8), mouse(.move, 4, 5)),
    KeyExample(Array("\u{1B}[<64;7;8M".utf8), mouse(.scrollUp, 6, 7)),
    KeyExample(Array("\u{1B}[<65;7;8M".utf8), mouse(.scrollDown, 6, 7)),
    KeyExample(Array("\u{1B}[<4;1;1M".utf8), mouse(.press(.left), 0, 0, .shift)),
    KeyExample(Array("\u{1B}[<8;1;1M".utf8), mouse(.press(.left), 0, 0, .alt)),
    KeyExample(Array("\u{1B}[<16;1;1M".utf8), mouse(.press(.left), 0, 0, .control)),
    KeyExample(Array("\u{1B}[<81;2;2M".utf8), mouse(.scrollDown, 1, 1, .control)),
    KeyExample(Array("\u{1B}[<0;300;200M".utf8), mouse(.press(.left), 299, 199)),
    KeyExample([0x1B, 0x5B, 0x4D, 32, 33, 33], mouse(.press(.left), 0, 0)),
    KeyExample([0x1B, 0x5B, 0x4D, 34, 43, 38], mouse(.press(.right), 10, 5)),
    KeyExample([0x1B, 0x5B, 0x4D, 96, 40, 40], mouse(.scrollUp, 7, 7)),
  ]

  static let dropped: [String] = [
    "\u{1B}[<0;0;1M", "\u{1B}[<0;1;0M", "\u{1B}[<0;1M", "\u{1B}[<0;1;1;1M", "\u{1B}[<0;1;1X",
    "\u{1B}[<66;1;1M", "\u{1B}[<128;1;1M", "\u{1B}[<3;1;1M", "\u{1B}[<64;1;1m",
  ]

  @Test(arguments: reports)
  func decodesMouseReports(_ example: KeyExample) {
    #expect(ParserFeeding.decode(example.bytes) == example.expected)
  }

  @Test(arguments: dropped)
  func dropsMalformedOrUnmodelledReports(_ report: String) {
    #expect(ParserFeeding.decode(report + "z") == [.key(KeyEvent(.character("z")))])
  }

  @Test func aLegacyReleaseNamesTheButtonLastPressed() {
    let press = [0x1B, 0x5B, 0x4D, 33, 40, 40] as [UInt8]
    let release = [0x1B, 0x5B, 0x4D, 35, 41, 40] as [UInt8]
    #expect(
      ParserFeeding.decode(press + release)
        == Self.mouse(.press(.middle), 7, 7) + Self.mouse(.release(.middle), 8, 7))
  }
}
