import Foundation
import SymbiosisTerminal
import SymbiosisTerminalImages
import Testing

@Suite struct ImageFixtureTests {
  @Test func committedPNGDecodesToItsPatternExactly() throws {
    #expect(try ImageDecoder.decode(fixture("gradient16", "png")) == TestImages.fixturePattern())
  }

  @Test func committedJPEGDecodesCloseToItsPatternWithoutAlpha() throws {
    let decoded = try ImageDecoder.decode(fixture("gradient16", "jpg"))
    var opaque = TestImages.fixturePattern()
    for y in 0..<16 { for x in 0..<16 { opaque[x, y].a = 255 } }
    let difference = TestImages.difference(decoded, opaque)
    #expect(difference.max <= 16 && difference.mean <= 3, "\(difference)")
  }

  @Test func aDecodedFixtureDrawsAsHalfBlocks() throws {
    let bitmap = try ImageDecoder.decode(fixture("gradient16", "png"))
    let cells = HalfBlockImage(bitmap, fittingColumns: 8, rows: 4)
    #expect(cells.columns == 8 && cells.rows == 4)
  }

  private func fixture(_ name: String, _ ext: String) throws -> Data {
    let url = try #require(
      Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Fixtures"))
    return try Data(contentsOf: url)
  }
}
