import SymbiosisTerminal
import SymbiosisTesting

/// Synthetic images and hand-made file bytes for the image tests.
enum TestImages {
  /// Pixels of independent random colours; alpha random too unless `opaque`.
  static func random(
    width: Int, height: Int, opaque: Bool = false, using random: inout SeededRandom
  ) -> Bitmap {
    var bitmap = Bitmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        bitmap[x, y] = RGBA(
          r: .random(in: 0...255, using: &random), g: .random(in: 0...255, using: &random),
          b: .random(in: 0...255, using: &random),
          a: opaque ? 255 : .random(in: 0...255, using: &random))
      }
    }
    return bitmap
  }

  /// A smooth opaque image, the kind JPEG keeps closely.
  static func gradient(width: Int, height: Int) -> Bitmap {
    var bitmap = Bitmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        bitmap[x, y] = RGBA(
          r: UInt8(x * 255 / max(1, width - 1)), g: UInt8(y * 255 / max(1, height - 1)),
          b: UInt8((x + y) * 127 / max(1, width + height - 2)) + 64)
      }
    }
    return bitmap
  }

  /// The pattern of the committed 16×16 fixture files.
  static func fixturePattern() -> Bitmap {
    var bitmap = Bitmap(width: 16, height: 16)
    for y in 0..<16 {
      for x in 0..<16 {
        bitmap[x, y] = RGBA(
          r: UInt8(x * 17), g: UInt8(y * 17), b: UInt8((x + y) * 8), a: UInt8(128 + x * 8))
      }
    }
    return bitmap
  }

  /// The largest difference between matching channels of two same-sized bitmaps, and the
  /// mean one.
  static func difference(_ lhs: Bitmap, _ rhs: Bitmap) -> (max: Int, mean: Double) {
    let deltas = zip(lhs.pixels, rhs.pixels).map { abs(Int($0) - Int($1)) }
    return (deltas.max() ?? 0, Double(deltas.reduce(0, +)) / Double(max(1, deltas.count)))
  }

  /// A PNG whose IHDR declares `width × height` RGBA pixels (with valid CRCs), followed by an
  /// empty IDAT and IEND: enough for a decoder to read the size and nothing more.
  static func pngHeader(width: UInt32, height: UInt32, corruptCRC: Bool = false) -> [UInt8] {
    var ihdr = bigEndian(width) + bigEndian(height)
    ihdr += [8, 6, 0, 0, 0]  // 8-bit RGBA, deflate, no filter variant, not interlaced
    var header = chunk("IHDR", ihdr)
    if corruptCRC { header[header.count - 1] ^= 0xFF }
    return ImageFormat.png.signature + header + chunk("IDAT", []) + chunk("IEND", [])
  }

  /// `png` without its chunks of `type`, or nil when it has none.
  static func removingChunks(_ type: String, from png: [UInt8]) -> [UInt8]? {
    var result = Array(png.prefix(8))
    var offset = 8
    while offset + 12 <= png.count {
      let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let end = min(png.count, offset + 12 + length)
      if png[offset + 4..<offset + 8].elementsEqual(type.utf8) == false {
        result += png[offset..<end]
      }
      offset = end
    }
    return result.count < png.count ? result : nil
  }

  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }

  /// The CRC-32 PNG chunks carry (ISO 3309, reflected, polynomial 0xEDB88320).
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  /// Where in `jpeg` the first baseline or progressive frame header (SOF0/SOF2) marker sits.
  static func frameHeaderOffset(in jpeg: [UInt8]) -> Int? {
    (0..<(jpeg.count - 1)).first {
      jpeg[$0] == 0xFF && (jpeg[$0 + 1] == 0xC0 || jpeg[$0 + 1] == 0xC2)
    }
  }
}
