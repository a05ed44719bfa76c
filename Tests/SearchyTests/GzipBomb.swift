import Foundation

/// A gzip body far smaller than what it inflates to, built here rather than kept as a file.
enum GzipBomb {
  /// A valid gzip stream of `1 + 258 × copies` zero bytes: one fixed-Huffman deflate block of a
  /// literal 0, then `copies` back-references of 258 bytes at distance 1, 13 bits each (a
  /// 160-fold expansion).
  static func zeros(copies: Int) -> Data {
    var bits = BitWriter()
    bits.write(0b011, count: 3)  // the final block, fixed Huffman codes (BFINAL 1, BTYPE 01)
    bits.writeCode(0x30, count: 8)  // literal 0
    for _ in 0..<copies {
      bits.writeCode(0xC5, count: 8)  // length 258 (symbol 285)
      bits.writeCode(0, count: 5)  // distance 1
    }
    bits.writeCode(0, count: 7)  // end of block (symbol 256)
    let size = 1 + 258 * copies
    var gzip = Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3])  // deflate, no name, no time, Unix
    gzip.append(contentsOf: bits.bytes)
    gzip.append(contentsOf: littleEndian(crc32OfZeros(size)))
    gzip.append(contentsOf: littleEndian(UInt32(truncatingIfNeeded: size)))
    return gzip
  }

  /// Deflate's bit order: fields from the least significant bit, Huffman codes from the most.
  private struct BitWriter {
    var bytes: [UInt8] = []
    private var used = 8

    mutating func write(_ value: UInt32, count: Int) {
      for bit in 0..<count {
        if used == 8 {
          bytes.append(0)
          used = 0
        }
        bytes[bytes.count - 1] |= UInt8((value >> bit) & 1) << used
        used += 1
      }
    }

    mutating func writeCode(_ code: UInt32, count: Int) {
      var reversed: UInt32 = 0
      for bit in 0..<count { reversed |= ((code >> bit) & 1) << (count - 1 - bit) }
      write(reversed, count: count)
    }
  }

  /// The CRC-32 of `count` zero bytes, as gzip's trailer needs.
  private static func crc32OfZeros(_ count: Int) -> UInt32 {
    let table = (0..<256).map { (byte: UInt32) in
      (0..<8).reduce(byte) { crc, _ in crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    var crc: UInt32 = 0xFFFF_FFFF
    for _ in 0..<count { crc = table[Int(crc & 0xFF)] ^ (crc >> 8) }
    return ~crc
  }

  private static func littleEndian(_ value: UInt32) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
  }
}
