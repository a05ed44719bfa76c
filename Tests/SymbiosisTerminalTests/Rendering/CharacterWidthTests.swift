import SymbiosisTerminal
import Testing

@Suite struct CharacterWidthTests {
  @Test(arguments: [
    ("a", 1), ("~", 1), (" ", 1), ("é", 1), ("ß", 1), ("Ж", 1), ("→", 1), ("…", 1),
  ])
  func narrowCharactersTakeOneColumn(_ text: String, _ width: Int) {
    #expect(CharacterWidth.of(Character(text)) == width)
  }

  @Test(arguments: [
    "中", "語", "한", "가", "あ", "カ", "Ａ", "！", "　", "𠀀", "ｶ",
  ])
  func eastAsianWideCharactersTakeTwo(_ text: String) {
    // U+FF76 (halfwidth katakana) is the exception: it is narrow.
    #expect(CharacterWidth.of(Character(text)) == (text == "ｶ" ? 1 : 2))
  }

  @Test(arguments: [
    "😀", "🚀", "👍🏽", "👨‍👩‍👧", "👨‍👩‍👧‍👦", "🏳️‍🌈", "❤️", "🇫🇷", "🇯🇵", "1️⃣", "☝🏽", "⌚",
  ])
  func emojiPicturesTakeTwo(_ text: String) {
    #expect(text.count == 1)
    #expect(CharacterWidth.of(Character(text)) == 2)
  }

  @Test func textPresentationSymbolsTakeOneUnlessSelectedAsEmoji() {
    #expect(CharacterWidth.of("❤") == 1)
    #expect(CharacterWidth.of("❤\u{FE0F}") == 2)
    #expect(CharacterWidth.of("©") == 1)
    #expect(CharacterWidth.of("1") == 1)
  }

  @Test func combiningMarksAttachToTheirBase() {
    #expect(CharacterWidth.of("e\u{301}") == 1)
    #expect(CharacterWidth.of("a\u{301}\u{302}\u{303}") == 1)
    #expect(CharacterWidth.of("中\u{301}") == 2)
    #expect(CharacterWidth.of("\u{1100}\u{1161}\u{11A8}") == 2)  // Hangul jamo L V T: 각
    #expect(CharacterWidth.of("e\u{301}llo") == 4)
  }

  @Test func thingsThatDoNotPrintTakeNothing() {
    for text in ["\u{301}", "\u{200B}", "\u{200D}", "\u{FEFF}", "\u{AD}", "\u{1161}"] {
      #expect(CharacterWidth.of(Character(text)) == 0, "\(text.unicodeScalars.map(\.value))")
    }
    for byte in [0, 7, 9, 10, 13, 27, 127] {
      #expect(CharacterWidth.of(Character(Unicode.Scalar(UInt8(byte)))) == 0)
    }
    #expect(CharacterWidth.of("\r\n") == 0)
    #expect(CharacterWidth.of(Character("\u{9B}")) == 0)  // C1 CSI must never reach a terminal
  }

  @Test func stringWidthAddsGraphemes() {
    #expect(CharacterWidth.of("abc") == 3)
    #expect(CharacterWidth.of("a中b") == 4)
    #expect(CharacterWidth.of("🇫🇷🇯🇵") == 4)
    #expect(CharacterWidth.of("👨‍👩‍👧 ok") == 5)
    #expect(CharacterWidth.of("tab\there") == 7)
  }
}
