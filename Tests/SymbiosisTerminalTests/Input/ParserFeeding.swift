@_spi(Internals) import SymbiosisTerminal
import SymbiosisTesting

/// Ways of handing bytes to a parser, shared by the parser tests.
enum ParserFeeding {
  /// The events of `bytes` fed at once and then flushed, as after a pause.
  static func decode(_ bytes: [UInt8], maximumPasteBytes: Int = 1 << 20) -> [InputEvent] {
    var parser = InputParser(maximumPasteBytes: maximumPasteBytes)
    return parser.feed(bytes) + parser.flush()
  }

  /// The events of `text`'s UTF-8 fed at once and then flushed.
  static func decode(_ text: String) -> [InputEvent] { decode(Array(text.utf8)) }

  /// Feeds `bytes` in random chunks of 1…`largestChunk` bytes; `check` runs after each feed.
  static func feedInChunks(
    _ bytes: [UInt8], to parser: inout InputParser, largestChunk: Int,
    random: inout SeededRandom, check: (InputParser) -> Void = { _ in }
  ) -> [InputEvent] {
    var events: [InputEvent] = []
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + Int.random(in: 1...largestChunk, using: &random))
      events += parser.feed(bytes[start..<end])
      check(parser)
      start = end
    }
    return events
  }
}
