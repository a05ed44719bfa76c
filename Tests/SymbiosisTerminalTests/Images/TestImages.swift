import CImageCodecs
import SymbiosisTerminal
import SymbiosisTerminalImages
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
  /// The bytes spelled by `hex`, two digits a byte; nil if it is not hex.
  static func bytes(hex: String) -> [UInt8]? {
    let digits = Array(hex.utf8)
    guard digits.count % 2 == 0 else { return nil }
    return try? stride(from: 0, to: digits.count, by: 2).map { index in
      guard let byte = UInt8(String(decoding: digits[index..<index + 2], as: UTF8.self), radix: 16)
      else { throw CancellationError() }
      return byte
    }
  }

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

  /// `png` with a chunk of `type` holding `length` zero bytes inserted after its IHDR.
  static func inserting(_ type: String, length: Int, into png: [UInt8]) -> [UInt8] {
    let afterHeader = 8 + 12 + 13
    return Array(png[..<afterHeader]) + chunk(type, [UInt8](repeating: 0, count: length))
      + png[afterHeader...]
  }

  /// A `side × side` black 8-bit grey PNG: 64 KB of compressed zeros for 8192 × 8192.
  static func blackPNG(side: Int) throws -> [UInt8] {
    try TestCodecs.png(
      [UInt8](repeating: 0, count: side * side), width: side, height: side, layout: SYM_PNG_GRAY)
  }

  /// A baseline grey JPEG of `width × height` (multiples of 8) whose Huffman tables give each
  /// 8×8 block a one-bit "no change" DC and a one-bit "end of block", so that its scan of zero
  /// bytes is an even mid-grey only a quarter of a byte a block long. `scanBytes` cuts the scan
  /// short; the file still ends with an end-of-image marker.
  /// A progressive one has only its first scan (every block's DC), so it is cut short.
  static func greyJPEG(width: Int, height: Int, scanBytes: Int? = nil, progressive: Bool = false)
    -> [UInt8]
  {
    func segment(_ marker: UInt8, _ data: [UInt8]) -> [UInt8] {
      [0xFF, marker] + bigEndian16(data.count + 2) + data
    }
    let oneCode = [1] + [UInt8](repeating: 0, count: 15) + [0]  // one code of length 1: symbol 0
    let header =
      [0xFF, 0xD8] + segment(0xDB, [0] + [UInt8](repeating: 1, count: 64))
      + segment(
        progressive ? 0xC2 : 0xC0, [8] + bigEndian16(height) + bigEndian16(width) + [1, 1, 0x11, 0])
      + segment(0xC4, [0x00] + oneCode) + segment(0xC4, [0x10] + oneCode)
      + segment(0xDA, [1, 1, 0x00, 0, progressive ? 0 : 63, 0])
    let fullScan = width * height / 64 * 2 / 8
    return header + [UInt8](repeating: 0, count: scanBytes ?? fullScan) + [0xFF, 0xD9]
  }

  private static func bigEndian16(_ value: Int) -> [UInt8] {
    [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
  }

  /// `image` shrunk as the decoder does for `maxSide`: by the smallest whole factor that
  /// brings both sides within it, each pixel the premultiplied average of its block (an image
  /// within it is left as it is).
  static func shrunk(_ image: Bitmap, maxSide: Int) -> Bitmap {
    let longer = max(image.width, image.height)
    guard longer > maxSide else { return image }
    let factor = (longer + maxSide - 1) / maxSide
    var result = Bitmap(
      width: (image.width + factor - 1) / factor, height: (image.height + factor - 1) / factor)
    for row in 0..<result.height {
      for column in 0..<result.width {
        var sums = [0, 0, 0, 0]
        var count = 0
        for y in row * factor..<min(image.height, (row + 1) * factor) {
          for x in column * factor..<min(image.width, (column + 1) * factor) {
            let pixel = image[x, y]
            let alpha = Int(pixel.a)
            sums[0] += Int(pixel.r) * alpha
            sums[1] += Int(pixel.g) * alpha
            sums[2] += Int(pixel.b) * alpha
            sums[3] += alpha
            count += 1
          }
        }
        let alpha = sums[3]
        guard alpha > 0 else { continue }  // stays transparent black
        let channel = { (sum: Int) in UInt8((sum + alpha / 2) / alpha) }
        result[column, row] = RGBA(
          r: channel(sums[0]), g: channel(sums[1]), b: channel(sums[2]),
          a: UInt8((alpha + count / 2) / count))
      }
    }
    return result
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
