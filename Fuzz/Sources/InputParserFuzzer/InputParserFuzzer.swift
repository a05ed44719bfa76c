@_spi(Internals) import SymbiosisTerminal

/// A small paste limit, so that long pastes are cut into several `.paste` events.
private let pasteLimit = 64

/// libFuzzer's entry point: one input through the terminal's input parser, checking what its
/// documentation promises rather than only that it survives.
///
/// - The events are the same whether the bytes come at once or one by one.
/// - The parser never holds more than a sequence's worth of bytes (a paste's limit and its end
///   marker inside a paste), after every read.
/// - After a flush, nothing is held outside a paste.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInputParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []

  var whole = InputParser(maximumPasteBytes: pasteLimit)
  let atOnce = whole.feed(bytes) + whole.flush()

  var split = InputParser(maximumPasteBytes: pasteLimit)
  var oneByOne: [InputEvent] = []
  for byte in bytes {
    oneByOne += split.feed(CollectionOfOne(byte))
    precondition(isBounded(split), "the parser holds \(split.bufferedByteCount) bytes")
  }
  oneByOne += split.flush()

  precondition(atOnce == oneByOne, "splitting the bytes changed the events")
  precondition(split.isPasting || split.bufferedByteCount == 0, "a flush left bytes held")
  return 0
}

private func isBounded(_ parser: InputParser) -> Bool {
  parser.isPasting
    ? parser.bufferedByteCount <= pasteLimit + 8
    : parser.bufferedByteCount <= InputParser.maximumSequenceLength
}
