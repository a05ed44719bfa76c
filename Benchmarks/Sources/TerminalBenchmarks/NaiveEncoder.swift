import SymbiosisTerminal

/// The simplest way to put a frame on a terminal, for comparison: every row is positioned and
/// every cell printed, with a full SGR (reset, attributes, colours) at each style change.
struct NaiveEncoder {
  private var bytes: [UInt8] = []

  mutating func encode(_ buffer: Buffer) -> [UInt8] {
    bytes.removeAll(keepingCapacity: true)
    append("\u{1B}[?2026h")
    var pen: Style?
    for y in 0..<buffer.height {
      append("\u{1B}[")
      appendNumber(y + 1)
      append(";1H")
      for x in 0..<buffer.width {
        let cell = buffer[x, y]
        if cell.isContinuation { continue }
        let style = cell.style
        if style != pen {
          appendSGR(style)
          pen = style
        }
        cell.appendUTF8(to: &bytes)
      }
    }
    append("\u{1B}[?25l\u{1B}[?2026l")
    return bytes
  }

  private static let attributeCodes: [(TextAttributes, Int)] = [
    (.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.reverse, 7), (.strikethrough, 9),
  ]

  private mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  private mutating func appendNumber(_ number: Int) {
    if number >= 10 { appendNumber(number / 10) }
    bytes.append(0x30 + UInt8(number % 10))
  }

  private mutating func appendSGR(_ style: Style) {
    append("\u{1B}[0")
    for (attribute, code) in Self.attributeCodes where style.attributes.contains(attribute) {
      appendParameter(code)
    }
    appendColor(style.foreground, base: 30)
    appendColor(style.background, base: 40)
    bytes.append(0x6D)
  }

  private mutating func appendColor(_ color: Color, base: Int) {
    switch color {
    case .default:
      return
    case .ansi(let index) where index < 8:
      appendParameter(base + Int(index))
    case .ansi(let index) where index < 16:
      appendParameter(base + 60 + Int(index) - 8)
    case .ansi(let index), .indexed(let index):
      appendParameter(base + 8)
      appendParameter(5)
      appendParameter(Int(index))
    case .rgb(let red, let green, let blue):
      appendParameter(base + 8)
      appendParameter(2)
      appendParameter(Int(red))
      appendParameter(Int(green))
      appendParameter(Int(blue))
    }
  }

  private mutating func appendParameter(_ parameter: Int) {
    bytes.append(0x3B)
    appendNumber(parameter)
  }
}
