import CImageCodecs
import SymbiosisTerminal
import SymbiosisTerminalImages
import Testing

@Suite struct JPEGDecodingTests {
  @Test(arguments: [(1, 1), (17, 9), (64, 48)])
  func colourRoundTripsWithinJPEGLoss(width: Int, height: Int) throws {
    let image = TestImages.gradient(width: width, height: height)
    let decoded = try ImageDecoder.decode(TestCodecs.jpeg(image))
    #expect(decoded.width == width && decoded.height == height)
    let difference = TestImages.difference(decoded, image)
    #expect(difference.max <= 16 && difference.mean <= 2, "\(difference)")
    #expect(decoded.pixels.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 })
  }

  @Test func lowQualityLosesMoreButStillDecodes() throws {
    let image = TestImages.gradient(width: 32, height: 32)
    let fine = TestImages.difference(
      try ImageDecoder.decode(TestCodecs.jpeg(image, quality: 95)), image)
    let coarse = TestImages.difference(
      try ImageDecoder.decode(TestCodecs.jpeg(image, quality: 5)), image)
    #expect(coarse.mean > fine.mean)
  }

  @Test func grayscaleExpandsToEqualChannels() throws {
    let levels = (0..<64).map { UInt8($0 * 4) }
    let decoded = try ImageDecoder.decode(
      TestCodecs.jpeg(levels, width: 8, height: 8, layout: SYM_JPEG_GRAY))
    for (index, level) in levels.enumerated() {
      let pixel = decoded[index % 8, index / 8]
      #expect(pixel.r == pixel.g && pixel.g == pixel.b && pixel.a == 255)
      #expect(abs(Int(pixel.r) - Int(level)) <= 8)
    }
  }

  @Test func adobeCMYKIsConvertedToRGB() throws {
    let image = TestImages.gradient(width: 16, height: 16)
    let decoded = try ImageDecoder.decode(
      TestCodecs.jpeg(adobeCMYK(image), width: 16, height: 16, layout: SYM_JPEG_ADOBE_CMYK))
    let difference = TestImages.difference(decoded, image)
    #expect(difference.max <= 16 && difference.mean <= 3, "\(difference)")
  }

  @Test func cmykWithoutTheAdobeMarkerIsReadAsPlainInk() throws {
    let image = TestImages.gradient(width: 16, height: 16)
    let inks = adobeCMYK(image)
    let file = try TestCodecs.jpeg(inks, width: 16, height: 16, layout: SYM_JPEG_ADOBE_CMYK)
    let decoded = try ImageDecoder.decode(withoutAdobeMarker(file))
    // Read plainly, stored ink c and key k give 255 × (1 − c)(1 − k): here nearly black.
    let expected = (0..<256).map { index -> Int in
      let base = index * 4
      return (255 - Int(inks[base])) * (255 - Int(inks[base + 3])) / 255
    }
    for index in 0..<256 {
      #expect(abs(Int(decoded.pixels[index * 4]) - expected[index]) <= 16)
    }
  }

  /// Inverted CMYK as Photoshop stores it: key = max(r, g, b), ink = channel scaled by key.
  private func adobeCMYK(_ image: Bitmap) -> [UInt8] {
    stride(from: 0, to: image.pixels.count, by: 4).flatMap { offset -> [UInt8] in
      let rgb = image.pixels[offset..<offset + 3].map(Int.init)
      let key = rgb.max() ?? 0
      return rgb.map { UInt8(key == 0 ? 0 : $0 * 255 / key) } + [UInt8(key)]
    }
  }

  private func withoutAdobeMarker(_ file: [UInt8]) -> [UInt8] {
    guard
      let start = (2..<file.count - 1).first(where: { file[$0] == 0xFF && file[$0 + 1] == 0xEE })
    else {
      Issue.record("no APP14 marker")
      return file
    }
    let length = Int(file[start + 2]) << 8 | Int(file[start + 3])
    return Array(file[..<start] + file[(start + 2 + length)...])
  }
}
