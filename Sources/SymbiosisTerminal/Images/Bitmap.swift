/// An image in memory: 8-bit sRGB RGBA pixels with straight alpha, rows top to bottom.
public struct Bitmap: Hashable, Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// `width × height × 4` bytes: red, green, blue, alpha for each pixel, row after row.
  public private(set) var pixels: [UInt8]

  /// A bitmap over `pixels`, checked to hold exactly `width × height × 4` bytes.
  ///
  /// - Throws: ``BitmapError`` for a negative size, a size whose byte count overflows `Int`, or
  ///   `pixels` of another length.
  public init(width: Int, height: Int, pixels: [UInt8]) throws(BitmapError) {
    guard width >= 0, height >= 0 else {
      throw .negativeSize(width: width, height: height)
    }
    let (area, areaOverflows) = width.multipliedReportingOverflow(by: height)
    let (expected, bytesOverflow) = area.multipliedReportingOverflow(by: 4)
    guard !areaOverflows, !bytesOverflow else {
      throw .sizeOverflows(width: width, height: height)
    }
    guard pixels.count == expected else {
      throw .pixelCountMismatch(
        width: width, height: height, expectedBytes: expected, actualBytes: pixels.count)
    }
    self.init(checkedWidth: width, height: height, pixels: pixels)
  }

  /// A bitmap of one colour; negative sizes count as zero.
  public init(width: Int, height: Int, filling color: RGBA = .clear) {
    let width = max(0, width)
    let height = max(0, height)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for offset in stride(from: 0, to: pixels.count, by: 4) {
      pixels[offset] = color.r
      pixels[offset + 1] = color.g
      pixels[offset + 2] = color.b
      pixels[offset + 3] = color.a
    }
    self.init(checkedWidth: width, height: height, pixels: pixels)
  }

  /// For callers that already guarantee `pixels.count == width * height * 4`.
  package init(checkedWidth width: Int, height: Int, pixels: [UInt8]) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// Whether the bitmap has no pixels at all.
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// The pixel in column `x`, row `y` (origin top left); out-of-range coordinates are a
  /// programming error, as with an array index.
  public subscript(x: Int, y: Int) -> RGBA {
    get {
      let offset = byteOffset(x: x, y: y)
      return RGBA(
        r: pixels[offset], g: pixels[offset + 1], b: pixels[offset + 2], a: pixels[offset + 3])
    }
    set {
      let offset = byteOffset(x: x, y: y)
      pixels[offset] = newValue.r
      pixels[offset + 1] = newValue.g
      pixels[offset + 2] = newValue.b
      pixels[offset + 3] = newValue.a
    }
  }

  private func byteOffset(x: Int, y: Int) -> Int {
    precondition(
      (0..<width).contains(x) && (0..<height).contains(y),
      "pixel (\(x), \(y)) is outside a \(width)×\(height) bitmap")
    return (y * width + x) * 4
  }

  /// This image resized to the largest size that fits in `size` with its aspect ratio kept.
  ///
  /// Shrinking averages every source pixel's area (no aliasing); growing interpolates
  /// bilinearly. A non-empty image never shrinks below 1×1, even for a zero or negative box;
  /// an empty image stays empty. The box must be small enough to allocate.
  public func scaled(toFit size: (width: Int, height: Int)) -> Bitmap {
    guard !isEmpty else { return self }
    let target = fittedSize(in: size)
    if target.width == width && target.height == height { return self }
    return BitmapResampler.resample(self, width: target.width, height: target.height)
  }

  private func fittedSize(in box: (width: Int, height: Int)) -> (width: Int, height: Int) {
    // Clamped so the floating-point sizes below always convert back to Int.
    let boxWidth = Double(min(max(1, box.width), 1 << 40))
    let boxHeight = Double(min(max(1, box.height), 1 << 40))
    let scale = min(boxWidth / Double(width), boxHeight / Double(height))
    func side(_ length: Int, bound: Double) -> Int {
      Int(min(bound, max(1, (Double(length) * scale).rounded())))
    }
    return (side(width, bound: boxWidth), side(height, bound: boxHeight))
  }
}
