/// Turns the bytes a terminal sends into input events, however the bytes are split into reads.
///
/// Feed every chunk read from the terminal to ``feed(_:)``; call ``flush()`` when no byte came
/// for about 30 ms, because only silence tells a lone Escape from the start of a sequence (and
/// Alt-`[` from a CSI). Decoding is the same for any split of the same bytes into chunks.
///
/// Nothing hangs and nothing grows without bound:
/// - Ill-formed UTF-8 becomes U+FFFD; each Unicode scalar is its own `.character` key.
/// - An unknown or malformed CSI/SS3 sequence is dropped as a whole. A sequence interrupted by a
///   byte that cannot belong to it (a control byte, ESC, or a byte of 0x80 or more) is dropped
///   and that byte is decoded afresh, so the key after garbage is not lost. A CSI longer than
///   ``maximumSequenceLength`` bytes is abandoned: the rest of it, up to its final byte, is
///   skipped without being stored.
/// - A bracketed paste lasts until `CSI 201~`, also across ``flush()`` (a paste over a slow link
///   may pause). Its text is held up to ``maximumPasteBytes``; at that size the text so far is
///   delivered as a `.paste` and collecting goes on, so a huge or endless paste arrives as
///   several `.paste` events, in order and complete, and memory stays bounded.
@_spi(Internals) public struct InputParser: Sendable {
  /// The longest CSI or SS3 sequence kept, ESC and final byte included; longer ones are skipped.
  public static let maximumSequenceLength = 64
  // ESC, the introducer and the final byte are not stored.
  private static let maximumStoredSequenceBytes = maximumSequenceLength - 3

  /// The most bytes of pasted text held before they are delivered as a `.paste` of their own.
  public let maximumPasteBytes: Int

  private var phase = Phase.ground
  // Set when an ESC came before the character or sequence being decoded: Alt was held.
  private var altPrefix = false
  private var character = UTF8Assembler()
  private var sequence: [UInt8] = []
  private var paste: PasteCollector
  private var lastLegacyMouseButton = MouseButton.left

  /// A parser in its initial state; `maximumPasteBytes` is raised to 4 if smaller.
  public init(maximumPasteBytes: Int = 1 << 20) {
    paste = PasteCollector(limit: maximumPasteBytes)
    self.maximumPasteBytes = paste.limit
    sequence.reserveCapacity(Self.maximumSequenceLength)
  }

  /// True while an unfinished sequence or character waits for more bytes: arm the flush timer.
  public var hasPendingSequence: Bool { phase != .ground && phase != .paste }

  /// True between the start and the end marker of a bracketed paste.
  public var isPasting: Bool { phase == .paste }

  /// The bytes held until more arrive; never more than ``maximumSequenceLength`` outside a paste
  /// nor more than ``maximumPasteBytes`` plus 8 inside one.
  public var bufferedByteCount: Int {
    switch phase {
    case .ground, .skipping: 0
    case .utf8: character.pendingByteCount + (altPrefix ? 1 : 0)
    case .escape: 1
    case .escapeEscape: 2
    case .csi, .ss3, .linuxFunctionKey, .legacyMouse: sequence.count + (altPrefix ? 3 : 2)
    case .paste: paste.pendingByteCount
    }
  }

  /// Decodes `bytes`, which continue the bytes of earlier calls, and returns the events they
  /// complete.
  public mutating func feed(_ bytes: some Collection<UInt8>) -> [InputEvent] {
    var events: [InputEvent] = []
    let wasContiguous: Void? = bytes.withContiguousStorageIfAvailable { buffer in
      consume(buffer, into: &events)
    }
    if wasContiguous == nil {
      Array(bytes).withUnsafeBufferPointer { consume($0, into: &events) }
    }
    return events
  }

  /// Ends what waits for more bytes, for when no byte came for a while: a lone ESC becomes
  /// Escape, `ESC [` and `ESC O` become Alt-`[` and Alt-`O`, an unfinished UTF-8 character
  /// becomes U+FFFD, and any other unfinished sequence is dropped. A paste goes on.
  public mutating func flush() -> [InputEvent] {
    var events: [InputEvent] = []
    switch phase {
    case .ground, .paste: return events
    case .utf8: emit(.character("\u{FFFD}"), alt: altPrefix, into: &events)
    case .escape: emit(.escape, alt: false, into: &events)
    case .escapeEscape:
      emit(.escape, alt: false, into: &events)
      emit(.escape, alt: false, into: &events)
    case .csi: emitIntroducerIfAlone("[", into: &events)
    case .ss3: emitIntroducerIfAlone("O", into: &events)
    case .linuxFunctionKey, .legacyMouse, .skipping: break
    }
    resetToGround()
    return events
  }

  private mutating func consume(
    _ buffer: UnsafeBufferPointer<UInt8>, into events: inout [InputEvent]
  ) {
    var index = 0
    while index < buffer.count {
      switch phase {
      case .ground where KeyCode.isPrintableASCII(buffer[index]):
        // Typing and unbracketed pastes are mostly runs of printable ASCII.
        let characters = KeyCode.asciiCharacters
        repeat {
          events.append(.key(KeyEvent(.character(characters[Int(buffer[index])]))))
          index += 1
        } while index < buffer.count && KeyCode.isPrintableASCII(buffer[index])
      case .paste:
        let (next, finished) = paste.take(buffer, from: index, into: &events)
        if finished { phase = .ground }
        index = next
      default:
        // A byte that ends a sequence it cannot belong to is decoded again in the phase it led
        // to; that phase is always ground or escape, so this loops at most three times.
        while !take(buffer[index], into: &events) {}
        index += 1
      }
    }
  }

  /// Decodes one byte; false when the byte was not used and must be decoded again.
  private mutating func take(_ byte: UInt8, into events: inout [InputEvent]) -> Bool {
    switch phase {
    case .ground:
      if byte == 0x1B { phase = .escape } else { typed(byte, alt: false, into: &events) }
      return true
    case .utf8: return continueCharacter(byte, into: &events)
    case .escape: return afterEscape(byte, into: &events)
    case .escapeEscape: return afterDoubleEscape(byte, into: &events)
    case .csi: return inCSI(byte, into: &events)
    case .ss3: return inSS3(byte, into: &events)
    case .linuxFunctionKey: return linuxFunctionKey(byte, into: &events)
    case .legacyMouse:
      legacyMouse(byte, into: &events)
      return true
    case .skipping: return skipping(byte)
    case .paste:
      if paste.take(byte, into: &events) { phase = .ground }
      return true
    }
  }

  /// A byte typed outside any sequence, after an ESC when `alt`.
  private mutating func typed(_ byte: UInt8, alt: Bool, into events: inout [InputEvent]) {
    if KeyCode.isPrintableASCII(byte) {
      emit(.character(KeyCode.asciiCharacters[Int(byte)]), alt: alt, into: &events)
    } else if byte < 0x80 {
      var event = KeyCode.control(byte)
      if alt { event.modifiers.insert(.alt) }
      events.append(.key(event))
    } else {
      startCharacter(byte, alt: alt, into: &events)
    }
  }

  private mutating func startCharacter(_ byte: UInt8, alt: Bool, into events: inout [InputEvent]) {
    switch character.start(byte) {
    case .needsMore:
      altPrefix = alt
      phase = .utf8
    case .scalar(let scalar): emit(.character(Character(scalar)), alt: alt, into: &events)
    case .invalid: emit(.character("\u{FFFD}"), alt: alt, into: &events)
    }
  }

  private mutating func continueCharacter(_ byte: UInt8, into events: inout [InputEvent]) -> Bool {
    switch character.next(byte) {
    case .needsMore: return true
    case .scalar(let scalar):
      emit(.character(Character(scalar)), alt: altPrefix, into: &events)
      resetToGround()
      return true
    case .invalid(let consumedByte):
      emit(.character("\u{FFFD}"), alt: altPrefix, into: &events)
      resetToGround()
      return consumedByte
    }
  }

  private mutating func afterEscape(_ byte: UInt8, into events: inout [InputEvent]) -> Bool {
    switch byte {
    case UInt8(ascii: "["): beginSequence(.csi, alt: false)
    case UInt8(ascii: "O"): beginSequence(.ss3, alt: false)
    case 0x1B: phase = .escapeEscape
    default:
      phase = .ground
      typed(byte, alt: true, into: &events)
    }
    return true
  }

  /// After ESC ESC: either Alt with a sequence (`ESC ESC [ A` is Alt-Up) or Escape then more.
  private mutating func afterDoubleEscape(_ byte: UInt8, into events: inout [InputEvent]) -> Bool {
    switch byte {
    case UInt8(ascii: "["): beginSequence(.csi, alt: true)
    case UInt8(ascii: "O"): beginSequence(.ss3, alt: true)
    default:
      emit(.escape, alt: false, into: &events)
      phase = .escape
      return false
    }
    return true
  }

  private mutating func beginSequence(_ next: Phase, alt: Bool) {
    phase = next
    altPrefix = alt
    sequence.removeAll(keepingCapacity: true)
  }

  private mutating func inCSI(_ byte: UInt8, into events: inout [InputEvent]) -> Bool {
    if sequence.isEmpty && byte == UInt8(ascii: "M") {
      phase = .legacyMouse
      return true
    }
    if sequence.isEmpty && byte == UInt8(ascii: "[") {
      phase = .linuxFunctionKey
      return true
    }
    switch byte {
    case 0x20...0x3F:
      store(byte)
      return true
    case 0x40...0x7E:
      let meaning = ControlSequence(sequence, final: byte).csiMeaning(alt: altPrefix)
      resetToGround()
      switch meaning {
      case .event(let event):
        if case .mouse(let mouse) = event, case .press(let button) = mouse.kind {
          lastLegacyMouseButton = button
        }
        events.append(event)
      case .pasteStart: phase = .paste
      case .unknown: break
      }
      return true
    default:
      abandonSequence(introducer: "[", into: &events)
      return false
    }
  }

  private mutating func inSS3(_ byte: UInt8, into events: inout [InputEvent]) -> Bool {
    switch byte {
    case 0x30...0x3F:
      store(byte)
      return true
    case 0x40...0x7E:
      let meaning = ControlSequence(sequence, final: byte).ss3Meaning(alt: altPrefix)
      resetToGround()
      if case .event(let event) = meaning { events.append(event) }
      return true
    default:
      abandonSequence(introducer: "O", into: &events)
      return false
    }
  }

  /// Stores a parameter byte, or gives up on a sequence grown too long.
  private mutating func store(_ byte: UInt8) {
    guard sequence.count < Self.maximumStoredSequenceBytes else {
      phase = .skipping
      sequence.removeAll(keepingCapacity: true)
      return
    }
    sequence.append(byte)
  }

  /// Drops a sequence interrupted by a foreign byte; a bare `ESC [` or `ESC O` was Alt-key.
  private mutating func abandonSequence(introducer: Character, into events: inout [InputEvent]) {
    emitIntroducerIfAlone(introducer, into: &events)
    resetToGround()
  }

  private mutating func emitIntroducerIfAlone(
    _ introducer: Character, into events: inout [InputEvent]
  ) {
    guard sequence.isEmpty else { return }
    if altPrefix { emit(.escape, alt: false, into: &events) }
    emit(.character(introducer), alt: true, into: &events)
  }

  /// The Linux console's F1–F5: `ESC [ [ A` … `ESC [ [ E`.
  private mutating func linuxFunctionKey(_ byte: UInt8, into events: inout [InputEvent]) -> Bool {
    let alt = altPrefix
    resetToGround()
    guard byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "E") else { return false }
    emit(.function(Int(byte - UInt8(ascii: "A")) + 1), alt: alt, into: &events)
    return true
  }

  private mutating func legacyMouse(_ byte: UInt8, into events: inout [InputEvent]) {
    sequence.append(byte)
    guard sequence.count == 3 else { return }
    if let event = MouseReport.legacy(sequence, lastPressed: lastLegacyMouseButton) {
      if case .press(let button) = event.kind { lastLegacyMouseButton = button }
      events.append(.mouse(event))
    }
    resetToGround()
  }

  /// Skips the rest of an over-long CSI up to its final byte.
  private mutating func skipping(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20...0x3F: return true
    case 0x40...0x7E:
      phase = .ground
      return true
    default:
      phase = .ground
      return false
    }
  }

  private mutating func resetToGround() {
    phase = .ground
    altPrefix = false
    character.reset()
    sequence.removeAll(keepingCapacity: true)
  }

  private func emit(_ key: Key, alt: Bool, into events: inout [InputEvent]) {
    events.append(.key(KeyEvent(key, modifiers: alt ? .alt : [])))
  }
}

extension InputParser {
  /// Where the parser is in the byte stream.
  fileprivate enum Phase: UInt8, Sendable {
    case ground
    case utf8
    case escape
    case escapeEscape
    case csi
    case ss3
    case linuxFunctionKey
    case legacyMouse
    case skipping
    case paste
  }
}
