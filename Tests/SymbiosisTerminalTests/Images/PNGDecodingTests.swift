import CImageCodecs
import Foundation
import SymbiosisTerminal
import SymbiosisTerminalImages
import SymbiosisTesting
import Testing

@Suite struct PNGDecodingTests {
  @Test(arguments: [(1, 1), (3, 7), (64, 33)])
  func rgbaRoundTripsExactly(width: Int, height: Int) throws {
    var random = SeededRandom(seed: UInt64(width * 1000 + height))
    let image = TestImages.random(width: width, height: height, using: &random)
    let file = try TestCodecs.png(image)
    #expect(ImageFormat(detecting: file) == .png)
    #expect(try ImageDecoder.decode(file) == image)
  }

  @Test func rgbWithoutAlphaDecodesOpaque() throws {
    var random = SeededRandom(seed: 2)
    let image = TestImages.random(width: 9, height: 5, opaque: true, using: &random)
    let rgb = stride(from: 0, to: image.pixels.count, by: 4).flatMap { image.pixels[$0..<$0 + 3] }
    let file = try TestCodecs.png(rgb, width: 9, height: 5, layout: SYM_PNG_RGB)
    #expect(try ImageDecoder.decode(file) == image)
  }

  @Test func grayscaleAndGrayAlphaExpandToRGBA() throws {
    var random = SeededRandom(seed: 3)
    let grays = (0..<30).map { _ in UInt8.random(in: 0...255, using: &random) }
    let alphas = (0..<30).map { _ in UInt8.random(in: 0...255, using: &random) }
    let gray = try ImageDecoder.decode(
      TestCodecs.png(grays, width: 6, height: 5, layout: SYM_PNG_GRAY))
    let grayAlpha = try ImageDecoder.decode(
      TestCodecs.png(
        Array(zip(grays, alphas).map { [$0, $1] }.joined()), width: 6, height: 5,
        layout: SYM_PNG_GRAY_ALPHA))
    for index in 0..<30 {
      let (x, y) = (index % 6, index / 6)
      let level = grays[index]
      #expect(gray[x, y] == RGBA(r: level, g: level, b: level))
      #expect(grayAlpha[x, y] == RGBA(r: level, g: level, b: level, a: alphas[index]))
    }
  }

  @Test func palettedWithTransparencyDecodesToItsColours() throws {
    var random = SeededRandom(seed: 4)
    let palette = (0..<5).map { _ in
      RGBA(
        r: .random(in: 0...255, using: &random), g: .random(in: 0...255, using: &random),
        b: .random(in: 0...255, using: &random), a: .random(in: 0...255, using: &random))
    }
    let indices = (0..<48).map { _ in UInt8.random(in: 0..<5, using: &random) }
    let colormap = palette.flatMap { [$0.r, $0.g, $0.b, $0.a] }
    let file = try TestCodecs.png(
      indices, width: 8, height: 6, layout: SYM_PNG_RGBA_COLORMAP, colormap: colormap)
    #expect(file[25] == 3, "colour type byte of IHDR says paletted")
    let decoded = try ImageDecoder.decode(file)
    for index in 0..<48 {
      #expect(decoded[index % 8, index / 8] == palette[Int(indices[index])])
    }
  }

  @Test func sixteenBitLinearWithAlphaDecodesToTheSameSRGBColours() throws {
    var random = SeededRandom(seed: 5)
    let image = TestImages.random(width: 10, height: 10, using: &random)
    var samples: [UInt16] = []
    for y in 0..<10 {
      for x in 0..<10 {
        let pixel = image[x, y]
        let coverage = Double(pixel.a) / 255
        for channel in [pixel.r, pixel.g, pixel.b] {
          samples.append(UInt16((linear(channel) * coverage * 65535).rounded()))
        }
        samples.append(UInt16(pixel.a) * 257)
      }
    }
    let file = try TestCodecs.png(samples, width: 10, height: 10, layout: SYM_PNG_LINEAR_RGBA)
    #expect(file[24] == 16, "bit depth byte of IHDR says 16")
    let decoded = try ImageDecoder.decode(file)
    for y in 0..<10 {
      for x in 0..<10 where image[x, y].a >= 32 {
        let (want, got) = (image[x, y], decoded[x, y])
        #expect(got.a == want.a)
        // Compared as light, the file's own terms: libpng's 16-bit gamma tables trade
        // precision in the darkest 8-bit codes, which hold almost no light.
        let pairs = [(got.r, want.r), (got.g, want.g), (got.b, want.b)]
        let worst = pairs.map { abs(linear($0) - linear($1)) }.max() ?? 0
        #expect(worst <= 0.004, "pixel \(x),\(y): \(got) vs \(want)")
      }
    }
  }

  @Test func sixteenBitGrayDecodes() throws {
    let levels: [UInt8] = [0, 1, 40, 128, 200, 254, 255, 77]
    let samples = levels.map { UInt16((linear($0) * 65535).rounded()) }
    let decoded = try ImageDecoder.decode(
      TestCodecs.png(samples, width: 4, height: 2, layout: SYM_PNG_LINEAR_GRAY))
    for (index, level) in levels.enumerated() {
      let pixel = decoded[index % 4, index / 4]
      #expect(
        abs(Int(pixel.r) - Int(level)) <= 1 && pixel.r == pixel.g && pixel.g == pixel.b
          && pixel.a == 255)
    }
  }

  @Test func sixteenBitWithoutGammaInformationIsTakenAsSRGBLikeBrowsersDo() throws {
    let levels: [UInt8] = [0, 1, 40, 128, 200, 254, 255, 77]
    let tagged = try TestCodecs.png(
      levels.map { UInt16($0) * 257 }, width: 4, height: 2, layout: SYM_PNG_LINEAR_GRAY)
    let untagged = try #require(TestImages.removingChunks("gAMA", from: tagged))
    let decoded = try ImageDecoder.decode(untagged)
    #expect((0..<8).map { decoded[$0 % 4, $0 / 4] } == levels.map { RGBA(r: $0, g: $0, b: $0) })
  }

  /// libpng converts linear samples to 8 bits with the power law PNG uses for sRGB (1 / 2.2),
  /// not the piecewise sRGB curve, so that is what reproduces the original bytes.
  private func linear(_ value: UInt8) -> Double {
    pow(Double(value) / 255, 2.2)
  }
}
