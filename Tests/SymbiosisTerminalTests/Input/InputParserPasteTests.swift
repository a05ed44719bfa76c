@_spi(Internals) import SymbiosisTerminal
import SymbiosisTesting
import Testing

@Suite("InputParser bracketed paste")
struct InputParserPasteTests {
  static func pasted(_ content: String) -> [UInt8] {
    Array("\u{1B}[200~\(content)\u{1B}[201~".utf8)
  }

  @Test func aPasteArrivesAsOneEvent() {
    #expect(ParserFeeding.decode(Self.pasted("hello, world")) == [.paste("hello, world")])
  }

  @Test func anEmptyPasteIsAnEmptyString() {
    #expect(ParserFeeding.decode(Self.pasted("")) == [.paste("")])
  }

  @Test func lineEndsBecomeNewlines() {
    #expect(ParserFeeding.decode(Self.pasted("a\r\nb\rc\nd")) == [.paste("a\nb\nc\nd")])
  }

  @Test func sequencesInsideAPasteAreText() {
    let content = "\u{1B}[A\u{1B}[20x\u{1B}\u{1B}[201"
    #expect(ParserFeeding.decode(Self.pasted(content)) == [.paste(content)])
  }

  @Test func keysAroundAPasteStillDecode() {
    let bytes = Array("x".utf8) + Self.pasted("é€😀") + Array("\u{1B}[B".utf8)
    #expect(
      ParserFeeding.decode(bytes)
        == [.key(KeyEvent(.character("x"))), .paste("é€😀"), .key(KeyEvent(.down))])
  }

  @Test func everySplitOfAPasteGivesTheSameEvent() {
    let bytes = Self.pasted("ab\r\n€\u{1B}[20\u{1B}c")
    for cut in 0...bytes.count {
      var parser = InputParser()
      let events = parser.feed(bytes[..<cut]) + parser.feed(bytes[cut...])
      #expect(events == [.paste("ab\n€\u{1B}[20\u{1B}c")], "cut at \(cut)")
    }
  }

  @Test func aPasteSurvivesFlush() {
    var parser = InputParser()
    #expect(parser.feed(Array("\u{1B}[200~abc".utf8)).isEmpty)
    #expect(parser.flush().isEmpty)
    #expect(parser.isPasting)
    #expect(parser.feed(Array("def\u{1B}[201~".utf8)) == [.paste("abcdef")])
    #expect(!parser.isPasting)
  }

  @Test func aPasteOverTheCapArrivesInWholeCharacterParts() {
    let content = String(repeating: "abc€😀\n", count: 50)
    var parser = InputParser(maximumPasteBytes: 16)
    let events = parser.feed(Self.pasted(content))
    let parts = events.compactMap { event -> String? in
      guard case .paste(let text) = event else { return nil }
      return text
    }
    #expect(parts.count == events.count)
    #expect(parts.count > 1)
    #expect(parts.joined() == content)
    let wellCut = parts.allSatisfy {
      $0.utf8.count <= 16 && !$0.unicodeScalars.contains("\u{FFFD}")
    }
    #expect(wellCut)
  }

  @Test func anEndlessPasteHoldsAtMostTheCap() {
    var random = SeededRandom(seed: 7)
    var parser = InputParser(maximumPasteBytes: 1024)
    var deliveredBytes = 0
    var deliveredReplacement = false
    _ = parser.feed(Array("\u{1B}[200~".utf8))
    // An endless stream of text, cut anywhere, even inside characters.
    let text = Array(String(repeating: "0123456789é€\r\n", count: 40).utf8)
    var offset = 0
    for _ in 0..<500 {
      let count = Int.random(in: 1...text.count, using: &random)
      let chunk = (0..<count).map { text[(offset + $0) % text.count] }
      offset = (offset + count) % text.count
      for event in parser.feed(chunk) {
        guard case .paste(let part) = event else {
          Issue.record("unexpected \(event)")
          continue
        }
        deliveredBytes += part.utf8.count
        deliveredReplacement = deliveredReplacement || part.unicodeScalars.contains("\u{FFFD}")
      }
      #expect(parser.bufferedByteCount <= 1024 + 8)
    }
    #expect(parser.isPasting)
    #expect(deliveredBytes > 100_000)
    #expect(!deliveredReplacement)
  }

  @Test func theCapIsAtLeastOneCharacter() {
    #expect(InputParser(maximumPasteBytes: 0).maximumPasteBytes == 4)
    var parser = InputParser(maximumPasteBytes: 0)
    #expect(parser.feed(Self.pasted("😀😀")) == [.paste("😀"), .paste("😀")])
  }
}
