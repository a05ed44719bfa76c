/// Collects the text of a bracketed paste until its end marker `ESC [ 2 0 1 ~`.
///
/// Holds at most `limit` bytes: when the text reaches the limit, what is collected so far goes
/// out as a `.paste` of its own (cut between characters) and collecting goes on, so a paste that
/// never ends costs bounded memory and loses nothing. CR and CRLF become LF, since terminals
/// paste line ends as CR.
struct PasteCollector: Sendable {
  /// The most bytes of text held before a part is delivered; at least 4, one whole character.
  let limit: Int
  private var bytes: [UInt8] = []
  private var markerBytesSeen = 0
  private var previousWasCarriageReturn = false
  private var deliveredPart = false

  /// A collector that delivers a part each `limit` bytes.
  init(limit: Int) { self.limit = max(4, limit) }

  /// Bytes held: text not yet delivered plus a partly seen end marker.
  var pendingByteCount: Int { bytes.count + markerBytesSeen }

  /// Takes bytes of the paste from `buffer[start...]`; returns where it stopped: at the end of
  /// `buffer`, or just after the end marker, with `finished` true.
  mutating func take(
    _ buffer: UnsafeBufferPointer<UInt8>, from start: Int, into events: inout [InputEvent]
  ) -> (next: Int, finished: Bool) {
    var index = start
    while index < buffer.count {
      if markerBytesSeen == 0 && !previousWasCarriageReturn {
        // Copies a run of plain text at once: up to the next ESC or CR, or the cap.
        let runEnd = min(buffer.count, index + limit - bytes.count)
        var end = index
        while end < runEnd && buffer[end] != 0x1B && buffer[end] != 0x0D { end += 1 }
        if end > index {
          bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[index..<end]))
          index = end
          if bytes.count >= limit { deliverPart(into: &events) }
          continue
        }
      }
      index += 1
      if take(buffer[index - 1], into: &events) { return (index, true) }
    }
    return (index, false)
  }

  /// Takes one byte of the paste; true once the end marker completed the paste.
  mutating func take(_ byte: UInt8, into events: inout [InputEvent]) -> Bool {
    if byte == Self.markerByte(markerBytesSeen) {
      markerBytesSeen += 1
      guard markerBytesSeen == 6 else { return false }
      finish(into: &events)
      return true
    }
    // The marker starts with its only ESC, so a failed match restarts only at an ESC.
    for index in 0..<markerBytesSeen { append(Self.markerByte(index), into: &events) }
    markerBytesSeen = byte == 0x1B ? 1 : 0
    if markerBytesSeen == 0 { append(byte, into: &events) }
    return false
  }

  private mutating func finish(into events: inout [InputEvent]) {
    if !bytes.isEmpty || !deliveredPart {
      events.append(.paste(String(decoding: bytes, as: UTF8.self)))
    }
    self = PasteCollector(limit: limit)
  }

  private mutating func append(_ byte: UInt8, into events: inout [InputEvent]) {
    if byte == 0x0A && previousWasCarriageReturn {
      previousWasCarriageReturn = false
      return
    }
    previousWasCarriageReturn = byte == 0x0D
    bytes.append(previousWasCarriageReturn ? 0x0A : byte)
    if bytes.count >= limit { deliverPart(into: &events) }
  }

  private mutating func deliverPart(into events: inout [InputEvent]) {
    let length = completeCharactersLength()
    events.append(.paste(String(decoding: bytes[..<length], as: UTF8.self)))
    bytes.removeSubrange(..<length)
    deliveredPart = true
  }

  /// The length of the longest prefix that does not end inside a UTF-8 character.
  private func completeCharactersLength() -> Int {
    var index = bytes.count - 1
    while index >= max(0, bytes.count - 3) {
      let byte = bytes[index]
      if byte < 0x80 { return bytes.count }
      if byte >= 0xC0 {
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        return bytes.count - index >= length ? bytes.count : index
      }
      index -= 1
    }
    return bytes.count
  }

  private static func markerByte(_ index: Int) -> UInt8 {
    switch index {
    case 0: 0x1B
    case 1: 0x5B
    case 2: 0x32
    case 3: 0x30
    case 4: 0x31
    default: 0x7E
    }
  }
}
