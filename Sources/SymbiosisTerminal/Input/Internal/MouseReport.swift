/// Decodes the terminal's mouse reports: SGR (`CSI < b ; x ; y M/m`) and legacy X10
/// (`CSI M` and three bytes).
enum MouseReport {
  /// The event of an SGR report, or nil when it is malformed or reports what ``MouseEvent``
  /// does not model (horizontal wheel, buttons 4 and up).
  static func sgr(_ sequence: ControlSequence) -> MouseEvent? {
    guard sequence.parameterCount == 3, let code = sequence[0], let x = sequence[1],
      let y = sequence[2], x >= 1, y >= 1
    else { return nil }
    let isRelease = sequence.final == UInt8(ascii: "m")
    guard isRelease || sequence.final == UInt8(ascii: "M"),
      let kind = kind(code: code, isRelease: isRelease, lastPressed: nil)
    else { return nil }
    return MouseEvent(kind: kind, column: x - 1, row: y - 1, modifiers: modifiers(code))
  }

  /// The event of a legacy report whose three bytes are `bytes`; `lastPressed` names the
  /// button of a release, which this encoding leaves out.
  static func legacy(_ bytes: [UInt8], lastPressed: MouseButton) -> MouseEvent? {
    guard bytes.count == 3, bytes[0] >= 32, bytes[1] > 32, bytes[2] > 32 else { return nil }
    let code = Int(bytes[0] - 32)
    let isRelease = code & 0b1110_0011 == 3
    guard let kind = kind(code: code, isRelease: isRelease, lastPressed: lastPressed) else {
      return nil
    }
    return MouseEvent(
      kind: kind, column: Int(bytes[1]) - 33, row: Int(bytes[2]) - 33, modifiers: modifiers(code))
  }

  private static func kind(code: Int, isRelease: Bool, lastPressed: MouseButton?)
    -> MouseEvent.Kind?
  {
    guard code & 128 == 0 else { return nil }
    let low = code & 3
    if code & 64 != 0 {
      guard !isRelease, code & 32 == 0 else { return nil }
      return low == 0 ? .scrollUp : low == 1 ? .scrollDown : nil
    }
    let button: MouseButton? = low == 0 ? .left : low == 1 ? .middle : low == 2 ? .right : nil
    if code & 32 != 0 { return button.map { .drag($0) } ?? .move }
    if isRelease { return (button ?? lastPressed).map { .release($0) } }
    return button.map { .press($0) }
  }

  private static func modifiers(_ code: Int) -> KeyModifiers {
    KeyModifiers(rawValue: UInt8(truncatingIfNeeded: code >> 2) & 0b111)
  }
}
