@_spi(Internals) import SymbiosisTerminal
import SymbiosisTesting
import Testing

/// Seeded fuzzing: each test replays exactly; the failing seed and iteration are in the message.
@Suite("InputParser fuzzing")
struct InputParserFuzzTests {
  static let iterations = 3000
  static let pasteCap = 256

  /// Random bytes, biased towards the bytes sequences are made of so the parser's every phase
  /// is reached; one soup in eight holds an overlong CSI.
  static func byteSoup(_ random: inout SeededRandom, maximumLength: Int) -> [UInt8] {
    let interesting =
      Array("\u{1B}\u{1B}\u{1B}[[O<;;0123456789~MmuAZ~\u{18}\r".utf8) + [
        0xC3, 0xE2, 0xF0, 0x80, 0xBF, 0xFF,
      ]
    var soup = (0..<Int.random(in: 0...maximumLength, using: &random)).map { _ in
      Int.random(in: 0..<10, using: &random) < 6
        ? interesting[Int.random(in: 0..<interesting.count, using: &random)]
        : UInt8.random(in: 0...255, using: &random)
    }
    if Int.random(in: 0..<8, using: &random) == 0 {
      let parameters = (0..<Int.random(in: 50...300, using: &random)).map { _ in
        UInt8.random(in: 0x20...0x3F, using: &random)
      }
      soup.insert(
        contentsOf: [0x1B, 0x5B] + parameters, at: Int.random(in: 0...soup.count, using: &random))
    }
    return soup
  }

  /// The most a parser may hold: a sequence outside a paste, the cap and a marker inside one.
  static func isBounded(_ parser: InputParser) -> Bool {
    parser.isPasting
      ? parser.bufferedByteCount <= pasteCap + 8
      : parser.bufferedByteCount <= InputParser.maximumSequenceLength
  }

  @Test func byteSoupNeverCrashesAndStaysBounded() {
    var random = SeededRandom(seed: 0x5EED_0001)
    for iteration in 0..<Self.iterations {
      var parser = InputParser(maximumPasteBytes: Self.pasteCap)
      var pasteStart = Array("\u{1B}[200~".utf8)
      // Every tenth soup opens a paste first, so the paste phase gets garbage too.
      if iteration % 10 != 0 { pasteStart = [] }
      let soup = pasteStart + Self.byteSoup(&random, maximumLength: 400)
      _ = ParserFeeding.feedInChunks(soup, to: &parser, largestChunk: 32, random: &random) {
        #expect(Self.isBounded($0), "iteration \(iteration)")
      }
      _ = parser.flush()
      #expect(Self.isBounded(parser), "iteration \(iteration)")
      #expect(parser.isPasting || parser.bufferedByteCount == 0, "iteration \(iteration)")
    }
  }

  @Test func chunkingNeverChangesWhatAStreamMeans() {
    var generator = InputSequenceGenerator(seed: 0x5EED_0002)
    for iteration in 0..<Self.iterations {
      let (bytes, expected) = generator.stream(maximumTokens: 12)
      var whole = InputParser()
      #expect(whole.feed(bytes) + whole.flush() == expected, "iteration \(iteration), whole")

      var chunked = InputParser()
      let events = ParserFeeding.feedInChunks(
        bytes, to: &chunked, largestChunk: 1 + iteration % 16, random: &generator.random)
      #expect(events + chunked.flush() == expected, "iteration \(iteration), chunked")
    }
  }

  @Test func byteByByteFeedingMatchesWholeFeeding() {
    var generator = InputSequenceGenerator(seed: 0x5EED_0003)
    for iteration in 0..<Self.iterations / 3 {
      let (bytes, expected) = generator.stream(maximumTokens: 8)
      var parser = InputParser()
      var events: [InputEvent] = []
      for byte in bytes { events += parser.feed(CollectionOfOne(byte)) }
      #expect(events + parser.flush() == expected, "iteration \(iteration)")
    }
  }

  @Test func theParserRecoversAfterGarbage() {
    var generator = InputSequenceGenerator(seed: 0x5EED_0004)
    for iteration in 0..<Self.iterations {
      var parser = InputParser(maximumPasteBytes: Self.pasteCap)
      _ = ParserFeeding.feedInChunks(
        Self.byteSoup(&generator.random, maximumLength: 200), to: &parser, largestChunk: 16,
        random: &generator.random)
      // Back in its ground state the parser keeps no trace of garbage; otherwise silence ends it.
      if parser.hasPendingSequence || iteration.isMultiple(of: 2) { _ = parser.flush() }
      // A paste lasts until its end marker by design; garbage may have opened one.
      if parser.isPasting { _ = parser.feed(Array("\u{1B}[201~".utf8)) }
      let (bytes, expected) = generator.stream(maximumTokens: 4)
      let events = ParserFeeding.feedInChunks(
        bytes, to: &parser, largestChunk: 8, random: &generator.random)
      #expect(events + parser.flush() == expected, "iteration \(iteration)")
    }
  }

  @Test func truncatedSequencesAreDroppedOrBecomeKeysAndDoNotLinger() {
    var generator = InputSequenceGenerator(seed: 0x5EED_0005)
    var truncations = 0
    for iteration in 0..<Self.iterations {
      let (bytes, _) = generator.token()
      guard bytes.count > 1 else { continue }
      truncations += 1
      let cut = Int.random(in: 1..<bytes.count, using: &generator.random)
      var parser = InputParser()
      let partial = parser.feed(bytes[..<cut]) + parser.flush()
      #expect(partial.count <= cut, "iteration \(iteration)")
      if parser.isPasting { _ = parser.feed(Array("\u{1B}[201~".utf8)) }
      #expect(parser.bufferedByteCount == 0, "iteration \(iteration)")
      generator.beginStream()
      let (next, expected) = generator.token()
      #expect(parser.feed(next) + parser.flush() == expected, "iteration \(iteration)")
    }
    #expect(truncations > Self.iterations / 2)
  }

  @Test func charactersDecodeLikeTheStandardLibrary() {
    var random = SeededRandom(seed: 0x5EED_0006)
    for iteration in 0..<Self.iterations {
      // No ESC and no control bytes: only the UTF-8 decoder is at work.
      let bytes = (0..<Int.random(in: 0...64, using: &random)).map { _ in
        Bool.random(using: &random)
          ? UInt8.random(in: 0x80...0xFF, using: &random)
          : UInt8.random(in: 0x20...0x7E, using: &random)
      }
      var parser = InputParser()
      let events =
        ParserFeeding.feedInChunks(bytes, to: &parser, largestChunk: 5, random: &random)
        + parser.flush()
      let scalars = events.compactMap { event -> Unicode.Scalar? in
        guard case .key(let key) = event, case .character(let character) = key.key else {
          return nil
        }
        return character.unicodeScalars.first
      }
      #expect(scalars.count == events.count, "iteration \(iteration)")
      #expect(
        scalars == Array(String(decoding: bytes, as: UTF8.self).unicodeScalars),
        "iteration \(iteration)")
    }
  }
}
