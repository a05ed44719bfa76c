import Symbiosis
import SymbiosisTerminal
import SymbiosisTesting

/// Random frames for the encoder's property tests: text with wide characters, emoji and
/// graphemes that like to join their neighbours, random styles, partial changes, cleared
/// areas and rows that move together.
struct RandomFrames {
  var random: SeededRandom

  init(seed: UInt64) {
    random = SeededRandom(seed: seed)
  }

  /// Pieces of text, troublesome ones included: lone regional indicators and Hangul jamo join
  /// their neighbours, a spacing mark or a trailing ZWJ joins what follows, controls must
  /// never reach the terminal.
  static let pieces: [String] = [
    "a", "hello", "world ", "x", "  ", "    ", "42", "中", "文字", "한국어", "ｆｕｌｌ", "あ", "😀",
    "🚀", "👍🏽", "👨‍👩‍👧‍👦", "👩‍💻", "❤️", "❤", "🇫🇷", "🇺", "🇸", "e\u{301}", "\u{301}", "\u{93E}", "क",
    "\u{1100}", "\u{1161}", "가", "1️⃣", "\u{200B}", "\t", "\u{1B}[2J", "x\u{200D}", "\u{D4E}", "é",
    "—", "…", "\u{9B}31m",
  ]

  mutating func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &random)
  }

  mutating func chance(_ percent: Int) -> Bool {
    int(0...99) < percent
  }

  mutating func text() -> String {
    var text = ""
    for _ in 0..<int(1...4) { text += Self.pieces[int(0...(Self.pieces.count - 1))] }
    return text
  }

  mutating func color() -> Color {
    switch int(0...9) {
    case 0...4: return .default
    case 5...6: return .ansi(UInt8(int(0...15)))
    case 7: return .indexed(UInt8(int(0...255)))
    default: return .rgb(UInt8(int(0...255)), UInt8(int(0...3) * 85), UInt8(int(0...255)))
    }
  }

  mutating func style() -> Style {
    if chance(30) { return .plain }
    var attributes = TextAttributes()
    for attribute: TextAttributes in [.bold, .dim, .italic, .underline, .reverse, .strikethrough]
    where chance(20) {
      attributes.insert(attribute)
    }
    return Style(foreground: color(), background: color(), attributes: attributes)
  }

  /// A cursor request: hidden, a cell, or sometimes a point off the screen.
  mutating func cursor(width: Int, height: Int) -> Point? {
    if chance(40) { return nil }
    return Point(x: int(-1...(width + 1)), y: int(-1...(height + 1)))
  }

  /// A buffer of the given size with random content.
  mutating func buffer(width: Int, height: Int) -> Buffer {
    var buffer = Buffer(width: width, height: height)
    for _ in 0..<int(0...(height * 2)) { put(into: &buffer) }
    return buffer
  }

  /// Changes `buffer` a little, a lot, or not at all.
  mutating func change(_ buffer: inout Buffer) {
    if chance(12) { return }
    if chance(12) { shiftRows(&buffer) }
    for _ in 0..<int(1...4) {
      switch int(0...99) {
      case 0...54: put(into: &buffer)
      case 55...74:
        let rect = Rect(
          x: int(-1...buffer.width), y: int(-1...buffer.height), width: int(1...buffer.width),
          height: int(1...3))
        buffer.fill(rect, style: chance(50) ? Style(background: color()) : style())
      case 75...89:
        let character = text().first ?? "?"
        buffer[int(0...buffer.width), int(0...buffer.height)] = Cell(character, style: style())
      case 90...95:
        buffer.fill(buffer.area, style: Style(background: color()))
      default:
        buffer.clear()
      }
    }
  }

  private mutating func put(into buffer: inout Buffer) {
    let maxWidth = chance(20) ? int(1...4) : .max
    buffer.put(
      text(), x: int(-2...buffer.width), y: int(0...max(0, buffer.height - 1)), style: style(),
      maxWidth: maxWidth)
  }

  /// Moves every row up or down together, as a scrolled list does, with new rows at the edge.
  private mutating func shiftRows(_ buffer: inout Buffer) {
    let shift = int(1...max(1, buffer.height - 1)) * (chance(50) ? 1 : -1)
    var moved = Buffer(width: buffer.width, height: buffer.height)
    let top = chance(30) ? int(0...max(0, buffer.height - 2)) : 0
    for y in 0..<buffer.height {
      let source = y + shift
      let inBand = y >= top
      let from = inBand ? source : y
      if from >= (inBand ? top : 0) && from < buffer.height {
        for x in 0..<buffer.width where !buffer[x, from].isContinuation {
          moved[x, y] = buffer[x, from]
        }
      } else {
        moved.put(text(), x: 0, y: y, style: style())
      }
    }
    buffer = moved
  }
}
