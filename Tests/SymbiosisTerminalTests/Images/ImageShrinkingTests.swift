import Foundation
import SymbiosisTerminal
import SymbiosisTerminalImages
import SymbiosisTesting
import Testing

/// Decoding for a size: the picture arrives shrunk by a whole factor to fit, each pixel the
/// average of its block, whatever order the rows come in.
@Suite struct ImageShrinkingTests {
  @Test func aShrunkPNGIsTheBlockAverageOfTheFullOneForAnySizeAndBound() throws {
    var random = SeededRandom(seed: 51)
    for _ in 0..<60 {
      let width = Int.random(in: 1...40, using: &random)
      let height = Int.random(in: 1...40, using: &random)
      let maxSide = Int.random(in: 1...45, using: &random)
      let image = TestImages.random(width: width, height: height, using: &random)
      let decoded = try ImageDecoder.decode(TestCodecs.png(image), maxSide: maxSide)
      #expect(decoded.width <= maxSide && decoded.height <= maxSide)
      let matches = decoded == TestImages.shrunk(image, maxSide: maxSide)
      #expect(matches, "\(width)×\(height) within \(maxSide)")
    }
  }

  @Test func anInterlacedPNGDecodesLikeAPlainOneWholeAndShrunk() throws {
    let url = try #require(
      Bundle.module.url(
        forResource: "gradient16-interlaced", withExtension: "png", subdirectory: "Fixtures"))
    let file = [UInt8](try Data(contentsOf: url))
    #expect(file[28] == 1, "interlace byte of IHDR says Adam7")
    let pattern = TestImages.fixturePattern()
    #expect(try ImageDecoder.decode(file) == pattern)
    for maxSide in [1, 3, 5, 8, 15] {
      let matches =
        try ImageDecoder.decode(file, maxSide: maxSide)
        == TestImages.shrunk(pattern, maxSide: maxSide)
      #expect(matches, "within \(maxSide)")
    }
  }

  @Test func aShrunkJPEGLooksLikeTheFullOneScaledDown() throws {
    let image = TestImages.gradient(width: 96, height: 64)
    let file = try TestCodecs.jpeg(image)
    let full = try ImageDecoder.decode(file, maxSide: .max)
    for maxSide in [6, 12, 24, 48] {
      let shrunk = try ImageDecoder.decode(file, maxSide: maxSide)
      #expect(max(shrunk.width, shrunk.height) <= maxSide)
      #expect(max(shrunk.width, shrunk.height) * 2 > maxSide, "no smaller than needed")
      let reference = full.scaled(toFit: (shrunk.width, shrunk.height))
      let difference = TestImages.difference(shrunk, reference)
      #expect(difference.max <= 24 && difference.mean <= 4, "within \(maxSide): \(difference)")
    }
  }
}
