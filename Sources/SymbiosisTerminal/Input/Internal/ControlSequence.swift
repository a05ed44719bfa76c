/// A complete CSI or SS3 sequence: its parameters and final byte, and the input it stands for.
///
/// Only the first four parameters are kept (no input sequence needs more) and each is capped,
/// so hostile digits cannot overflow; sub-parameters after `:` are ignored.
struct ControlSequence {
  /// What a sequence stands for.
  enum Meaning: Equatable {
    /// An input event.
    case event(InputEvent)
    /// `CSI 200~`: the bytes that follow are pasted text.
    case pasteStart
    /// Nothing this parser knows: the sequence is dropped.
    case unknown
  }

  private static let largestParameter = 99_999

  /// The private marker (`<`, `=`, `>` or `?`) that opened the parameters, or 0.
  let marker: UInt8
  /// The byte that ended the sequence.
  let final: UInt8
  private var values = InlineArray<4, Int>(repeating: -1)
  private var count = 0
  private var isMalformed = false

  /// Parses the bytes between the introducer and `final`.
  init(_ bytes: [UInt8], final: UInt8) {
    self.final = final
    var body = bytes[...]
    if let first = body.first, first >= 0x3C {
      marker = first
      body = body.dropFirst()
    } else {
      marker = 0
    }
    parse(body)
  }

  /// The parameter at `index`, or nil when it is missing or empty.
  subscript(index: Int) -> Int? {
    index < min(count, 4) && values[index] >= 0 ? values[index] : nil
  }

  /// How many parameters the sequence had (empty ones included).
  var parameterCount: Int { count }

  private mutating func parse(_ body: ArraySlice<UInt8>) {
    guard !body.isEmpty else { return }
    count = 1
    var inSubparameter = false
    for byte in body {
      switch byte {
      case 0x30...0x39:
        guard !inSubparameter, count <= 4 else { continue }
        let digit = Int(byte - 0x30)
        values[count - 1] = min(max(values[count - 1], 0) * 10 + digit, Self.largestParameter)
      case 0x3B:
        count += 1
        inSubparameter = false
      case 0x3A:
        inSubparameter = true
      default:
        // An intermediate byte or a misplaced marker: no input sequence looks like that.
        isMalformed = true
      }
    }
  }

  /// What a CSI sequence (`ESC [ …`) means; `alt` is set when an extra ESC came before it.
  func csiMeaning(alt: Bool) -> Meaning {
    guard !isMalformed else { return .unknown }
    if marker == UInt8(ascii: "<") {
      return MouseReport.sgr(self).map { .event(.mouse($0)) } ?? .unknown
    }
    guard marker == 0 else { return .unknown }
    let modifiers = KeyModifiers(xtermParameter: self[1] ?? 1).union(alt ? .alt : [])
    switch final {
    case UInt8(ascii: "~"): return tildeMeaning(modifiers: modifiers)
    case UInt8(ascii: "u"):
      return key(KeyCode.unicode(self[0] ?? -1, modifiers: modifiers))
    case UInt8(ascii: "Z"):
      return key(KeyEvent(.backTab, modifiers: modifiers.subtracting(.shift)))
    case UInt8(ascii: "I") where count == 0: return .event(.focusGained)
    case UInt8(ascii: "O") where count == 0: return .event(.focusLost)
    default:
      return key(KeyCode.cursorKey(final).map { KeyEvent($0, modifiers: modifiers) })
    }
  }

  /// What an SS3 sequence (`ESC O …`) means; a lone parameter is the modifier.
  func ss3Meaning(alt: Bool) -> Meaning {
    guard !isMalformed, marker == 0 else { return .unknown }
    let modifierParameter = count > 1 ? self[1] : self[0]
    let modifiers = KeyModifiers(xtermParameter: modifierParameter ?? 1).union(alt ? .alt : [])
    return key(KeyCode.ss3Key(final).map { KeyEvent($0, modifiers: modifiers) })
  }

  private func tildeMeaning(modifiers: KeyModifiers) -> Meaning {
    switch self[0] {
    case 200: return .pasteStart
    case 27:
      // xterm's modifyOtherKeys: CSI 27 ; modifiers ; code ~
      return key(KeyCode.unicode(self[2] ?? -1, modifiers: modifiers))
    case let code?: return key(KeyCode.tildeKey(code).map { KeyEvent($0, modifiers: modifiers) })
    case nil: return .unknown
    }
  }

  private func key(_ event: KeyEvent?) -> Meaning {
    event.map { .event(.key($0)) } ?? .unknown
  }
}
