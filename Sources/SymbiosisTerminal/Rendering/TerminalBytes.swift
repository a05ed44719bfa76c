/// The bytes of one frame as they are built, with the escape sequences an encoder writes.
///
/// The storage is kept between frames (`removeAll` keeps its capacity), so a steady stream of
/// frames allocates nothing.
struct TerminalBytes {
  /// What has been written since the last `removeAll`.
  var bytes: [UInt8] = []

  var count: Int { bytes.count }

  mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
  }

  mutating func append(_ byte: UInt8) {
    bytes.append(byte)
  }

  /// Appends an ASCII literal.
  mutating func append(_ literal: StaticString) {
    literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends `number` (not negative) in decimal.
  mutating func appendNumber(_ number: Int) {
    if number < 10 {
      bytes.append(0x30 + UInt8(truncatingIfNeeded: number))
      return
    }
    let digits = Self.digitCount(number)
    var divisor = 1
    for _ in 1..<digits { divisor *= 10 }
    var rest = number
    while divisor > 0 {
      bytes.append(0x30 + UInt8(truncatingIfNeeded: rest / divisor))
      rest %= divisor
      divisor /= 10
    }
  }

  /// Appends `ESC [ n final`, leaving out `n` when it is 1, the default of every sequence
  /// written this way.
  mutating func appendCSI(_ number: Int, _ final: UInt8) {
    bytes.append(0x1B)
    bytes.append(0x5B)
    if number != 1 { appendNumber(number) }
    bytes.append(final)
  }

  /// Appends the cursor position (CUP) for zero-based `column` and `row`, leaving out what
  /// defaults to 1.
  mutating func appendCursorPosition(column: Int, row: Int) {
    bytes.append(0x1B)
    bytes.append(0x5B)
    if row != 0 || column != 0 { appendNumber(row + 1) }
    if column != 0 {
      bytes.append(0x3B)
      appendNumber(column + 1)
    }
    bytes.append(0x48)
  }

  /// The bytes `appendCSI(number, _)` writes.
  static func csiCount(_ number: Int) -> Int {
    number == 1 ? 3 : 3 + digitCount(number)
  }

  /// The bytes `appendCursorPosition(column:row:)` writes.
  static func cursorPositionCount(column: Int, row: Int) -> Int {
    if column == 0 { return row == 0 ? 3 : 3 + digitCount(row + 1) }
    return 4 + digitCount(row + 1) + digitCount(column + 1)
  }

  /// The decimal digits of `number` (not negative).
  static func digitCount(_ number: Int) -> Int {
    var digits = 1
    var rest = number
    while rest >= 10 {
      rest /= 10
      digits += 1
    }
    return digits
  }
}
