/// Decodes UTF-8 one byte at a time, so a character split across two reads still decodes.
///
/// Ill-formed input becomes U+FFFD per maximal subpart (as the Unicode standard recommends): a
/// lead byte that cannot start a character is replaced on its own, and a sequence cut short is
/// replaced once while the byte that cut it is decoded afresh.
struct UTF8Assembler: Sendable {
  /// What one byte did.
  enum Step: Equatable {
    /// A whole scalar is decoded.
    case scalar(Unicode.Scalar)
    /// The byte was taken; the scalar needs more bytes.
    case needsMore
    /// The bytes so far are ill-formed: one U+FFFD; the byte was taken only if `consumedByte`.
    case invalid(consumedByte: Bool)
  }

  private var value: UInt32 = 0
  private var remaining: UInt8 = 0
  private var taken: UInt8 = 0
  // Bounds of the next continuation byte: narrower after E0, ED, F0 and F4, which is how
  // overlong forms, surrogates and values above U+10FFFF are refused.
  private var lower: UInt8 = 0x80
  private var upper: UInt8 = 0xBF

  /// Bytes held for an unfinished scalar (0 to 3).
  var pendingByteCount: Int { remaining == 0 ? 0 : Int(taken) }

  /// Starts a scalar with a byte of 0x80 or more.
  mutating func start(_ lead: UInt8) -> Step {
    lower = 0x80
    upper = 0xBF
    switch lead {
    case 0xC2...0xDF: begin(lead & 0x1F, remaining: 1)
    case 0xE0:
      lower = 0xA0
      begin(lead & 0x0F, remaining: 2)
    case 0xED:
      upper = 0x9F
      begin(lead & 0x0F, remaining: 2)
    case 0xE1...0xEF: begin(lead & 0x0F, remaining: 2)
    case 0xF0:
      lower = 0x90
      begin(lead & 0x07, remaining: 3)
    case 0xF4:
      upper = 0x8F
      begin(lead & 0x07, remaining: 3)
    case 0xF1...0xF3: begin(lead & 0x07, remaining: 3)
    default: return .invalid(consumedByte: true)
    }
    return .needsMore
  }

  /// Adds a byte to the scalar begun by ``start(_:)``.
  mutating func next(_ byte: UInt8) -> Step {
    guard byte >= lower && byte <= upper else {
      reset()
      return .invalid(consumedByte: false)
    }
    value = value << 6 | UInt32(byte & 0x3F)
    remaining -= 1
    taken += 1
    lower = 0x80
    upper = 0xBF
    guard remaining == 0 else { return .needsMore }
    let decoded = Unicode.Scalar(value) ?? "\u{FFFD}"
    reset()
    return .scalar(decoded)
  }

  /// Forgets an unfinished scalar.
  mutating func reset() {
    value = 0
    remaining = 0
    taken = 0
  }

  private mutating func begin(_ bits: UInt8, remaining count: UInt8) {
    value = UInt32(bits)
    remaining = count
    taken = 1
  }
}
