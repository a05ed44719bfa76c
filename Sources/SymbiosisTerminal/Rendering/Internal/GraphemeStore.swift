import Symbiosis

/// Keeps the graphemes too long to sit inline in a cell (more than 8 UTF-8 bytes, such as emoji
/// ZWJ sequences), so that a cell stays two machine words and compares bitwise.
///
/// Equal byte sequences get equal numbers, so two cells showing the same long grapheme are
/// bitwise equal. Entries are never removed: the store is process-wide, and cells in any buffer
/// may still name them.
enum GraphemeStore {
  /// How many distinct long graphemes are kept. Past it a long grapheme is not stored and the
  /// caller shows a replacement, so hostile input cannot grow memory without bound.
  static let capacity = 1 << 16

  private struct Table {
    var numbers: [[UInt8]: UInt32] = [:]
    var graphemes: [[UInt8]] = []
  }

  private static let table = Lock(Table())

  /// The number of the grapheme spelled by `bytes`; nil when the store is full.
  static func number(for bytes: [UInt8]) -> UInt32? {
    table.withLock { table in
      if let number = table.numbers[bytes] { return number }
      guard table.graphemes.count < capacity else { return nil }
      let number = UInt32(table.graphemes.count)
      table.graphemes.append(bytes)
      table.numbers[bytes] = number
      return number
    }
  }

  /// The UTF-8 bytes of grapheme `number`; empty for a number the store never gave.
  static func bytes(for number: UInt32) -> [UInt8] {
    table.withLock { table in
      let index = Int(number)
      return index < table.graphemes.count ? table.graphemes[index] : []
    }
  }
}
