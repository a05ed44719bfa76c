/// The shortest SGR sequence that changes the terminal's pen from one style to another.
///
/// Styles here are packed (see ``Style``) and already converted to the terminal's colours. Two
/// ways are weighed: changing only what differs (turning attributes off with 22–29), or
/// resetting with 0 and setting everything the new style has; the shorter one is written.
enum StyleTransition {
  private static let attributeCodes: [(bit: UInt64, on: Int)] = [
    (1, 1), (2, 2), (4, 3), (8, 4), (16, 7), (32, 9),
  ]

  /// Writes the SGR sequence from `pen` (nil when unknown) to `target`; nothing when equal.
  static func write(from pen: UInt64?, to target: UInt64, into out: inout TerminalBytes) {
    if pen == target { return }
    var useReset = true
    if let pen {
      var changeLength = 0
      var resetLength = 0
      forEachChange(from: pen, to: target) { changeLength += parameterLength($0) }
      forEachReset(to: target) { resetLength += parameterLength($0) }
      useReset = resetLength < changeLength
    }
    out.append(0x1B)
    out.append(0x5B)
    // Each parameter is followed by ";"; the last one's becomes the final "m".
    if let pen, !useReset {
      forEachChange(from: pen, to: target) { out.appendParameter($0) }
    } else {
      forEachReset(to: target) { out.appendParameter($0) }
    }
    out.replaceLast(with: 0x6D)
  }

  /// The bytes a parameter takes, with its separator.
  private static func parameterLength(_ parameter: Int) -> Int {
    TerminalBytes.digitCount(parameter) + 1
  }

  private static func attributes(_ style: UInt64) -> UInt64 {
    (style >> Style.attributesShift) & 0x3F
  }

  private static func forEachChange(from pen: UInt64, to target: UInt64, _ body: (Int) -> Void) {
    let old = attributes(pen)
    let new = attributes(target)
    var adding = new & ~old
    let removing = old & ~new
    if removing & 0b11 != 0 {
      // 22 ends both bold and dim; the one that stays is set again.
      body(22)
      adding |= new & 0b11
    }
    for (bit, on) in attributeCodes.dropFirst(2) where removing & bit != 0 { body(on + 20) }
    forEachAttribute(adding, body)
    let foreground = pen & Style.colorMask
    let newForeground = target & Style.colorMask
    if foreground != newForeground { forEachColor(newForeground, base: 30, body) }
    let background = (pen >> Style.backgroundShift) & Style.colorMask
    let newBackground = (target >> Style.backgroundShift) & Style.colorMask
    if background != newBackground { forEachColor(newBackground, base: 40, body) }
  }

  private static func forEachReset(to target: UInt64, _ body: (Int) -> Void) {
    body(0)
    forEachAttribute(attributes(target), body)
    let foreground = target & Style.colorMask
    if foreground != 0 { forEachColor(foreground, base: 30, body) }
    let background = (target >> Style.backgroundShift) & Style.colorMask
    if background != 0 { forEachColor(background, base: 40, body) }
  }

  private static func forEachAttribute(_ attributes: UInt64, _ body: (Int) -> Void) {
    for (bit, on) in attributeCodes where attributes & bit != 0 { body(on) }
  }

  /// The parameters of packed colour `color`; `base` is 30 for foreground, 40 for background.
  private static func forEachColor(_ color: UInt64, base: Int, _ body: (Int) -> Void) {
    let payload = Int(color & 0xFF_FFFF)
    switch color >> 24 {
    case 0:
      body(base + 9)
    case 1:
      body(payload < 8 ? base + payload : base + 60 + payload - 8)
    case 2:
      body(base + 8)
      body(5)
      body(payload)
    default:
      body(base + 8)
      body(2)
      body(payload >> 16)
      body((payload >> 8) & 0xFF)
      body(payload & 0xFF)
    }
  }
}
