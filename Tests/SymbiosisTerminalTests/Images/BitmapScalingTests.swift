import SymbiosisTerminal
import SymbiosisTesting
import Testing

@Suite struct BitmapScalingTests {
  @Test func fitsTheBoxKeepsAspectAndNeverVanishes() {
    var random = SeededRandom(seed: 11)
    for _ in 0..<300 {
      let width = Int.random(in: 1...48, using: &random)
      let height = Int.random(in: 1...48, using: &random)
      let box = (
        width: Int.random(in: -2...64, using: &random),
        height: Int.random(in: -2...64, using: &random)
      )
      let scaled = Bitmap(width: width, height: height, filling: .white).scaled(toFit: box)
      let bound = (width: max(1, box.width), height: max(1, box.height))
      let context = "\(width)×\(height) into \(box) gave \(scaled.width)×\(scaled.height)"
      #expect(scaled.width >= 1 && scaled.height >= 1, "\(context)")
      #expect(scaled.width <= bound.width && scaled.height <= bound.height, "\(context)")
      #expect(scaled.width == bound.width || scaled.height == bound.height, "\(context)")
      // Each side is rounded to the nearest pixel (or raised to 1), so the cross products of
      // the two aspect ratios differ by at most half (or all) of the sides' sum.
      let skew = abs(scaled.width * height - scaled.height * width)
      let clamped = scaled.width == 1 || scaled.height == 1
      #expect(skew * (clamped ? 1 : 2) <= width + height, "\(context)")
      #expect(scaled.pixels.count == scaled.width * scaled.height * 4)
    }
  }

  @Test func shrinkingAveragesAreaSoMeanBrightnessIsKept() {
    var random = SeededRandom(seed: 12)
    for _ in 0..<40 {
      let width = Int.random(in: 4...40, using: &random)
      let height = Int.random(in: 4...40, using: &random)
      let image = TestImages.random(width: width, height: height, opaque: true, using: &random)
      let box = (
        Int.random(in: 1..<width, using: &random), Int.random(in: 1..<height, using: &random)
      )
      let scaled = image.scaled(toFit: box)
      for channel in 0..<3 {
        let before = mean(image, channel: channel)
        let after = mean(scaled, channel: channel)
        #expect(abs(before - after) <= 0.5, "\(width)×\(height) → \(box), channel \(channel)")
      }
    }
  }

  @Test func aUniformImageStaysUniformWhenShrunkOrGrown() {
    var random = SeededRandom(seed: 13)
    for _ in 0..<30 {
      let color = RGBA(
        r: .random(in: 0...255, using: &random), g: .random(in: 0...255, using: &random),
        b: .random(in: 0...255, using: &random), a: .random(in: 1...255, using: &random))
      let image = Bitmap(
        width: .random(in: 1...20, using: &random), height: .random(in: 1...20, using: &random),
        filling: color)
      let box = (Int.random(in: 1...40, using: &random), Int.random(in: 1...40, using: &random))
      let scaled = image.scaled(toFit: box)
      for y in 0..<scaled.height {
        for x in 0..<scaled.width {
          let pixel = scaled[x, y]
          let tolerance = color.a == 255 ? 0 : 1
          #expect(
            abs(Int(pixel.r) - Int(color.r)) <= tolerance && abs(Int(pixel.a) - Int(color.a)) <= 0)
          #expect(
            abs(Int(pixel.g) - Int(color.g)) <= tolerance
              && abs(Int(pixel.b) - Int(color.b)) <= tolerance)
        }
      }
    }
  }

  @Test func transparentPixelsLendNoColour() {
    var image = Bitmap(width: 2, height: 1)
    image[0, 0] = RGBA(r: 255, g: 0, b: 0, a: 0)
    image[1, 0] = RGBA(r: 0, g: 0, b: 255)
    #expect(image.scaled(toFit: (1, 1))[0, 0] == RGBA(r: 0, g: 0, b: 255, a: 128))
  }

  @Test func growingInterpolatesBetweenNeighbours() {
    var image = Bitmap(width: 2, height: 1, filling: .black)
    image[1, 0] = .white
    let grown = image.scaled(toFit: (4, 2))
    #expect(grown.width == 4 && grown.height == 2)
    #expect((0..<4).map { grown[$0, 1].r } == [0, 64, 191, 255])
  }

  @Test func thinImagesKeepAtLeastOnePixel() {
    #expect(Bitmap(width: 1000, height: 1, filling: .white).scaled(toFit: (10, 10)).height == 1)
    let tall = Bitmap(width: 1, height: 1000, filling: .white).scaled(toFit: (10, 10))
    #expect(tall.width == 1 && tall.height == 10)
    let zeroBox = Bitmap(width: 5, height: 5, filling: .white).scaled(toFit: (0, 0))
    #expect(zeroBox.width == 1 && zeroBox.height == 1)
  }

  @Test func emptyAndAlreadyFittingImagesComeBackUnchanged() {
    var random = SeededRandom(seed: 14)
    let image = TestImages.random(width: 7, height: 3, using: &random)
    #expect(image.scaled(toFit: (14, 3)) == image)
    #expect(Bitmap(width: 0, height: 4).scaled(toFit: (10, 10)).isEmpty)
  }

  private func mean(_ bitmap: Bitmap, channel: Int) -> Double {
    let values = stride(from: channel, to: bitmap.pixels.count, by: 4).map {
      Double(bitmap.pixels[$0])
    }
    return values.reduce(0, +) / Double(values.count)
  }
}
