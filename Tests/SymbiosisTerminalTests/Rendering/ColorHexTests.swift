import SymbiosisTerminal
import SymbiosisTesting
import Testing

@Suite("Colours from #rrggbb")
struct ColorHexTests {
  @Test func aHexStringNamesItsColourInEitherCaseWithOrWithoutAHash() {
    #expect(Color(hex: "#2a9d8f") == .rgb(0x2A, 0x9D, 0x8F))
    #expect(Color(hex: "2A9D8F") == .rgb(0x2A, 0x9D, 0x8F))
    #expect(Color(hex: "#000000") == .rgb(0, 0, 0))
    #expect(Color(hex: "#FFFFFF") == .rgb(255, 255, 255))
  }

  @Test(arguments: [
    "", "#", "#fff", "#12345", "#1234567", "#12345g", "#+12345", "# 12345", "##123456", "１２３４５６",
  ])
  func anythingElseIsNoColour(_ text: String) {
    #expect(Color(hex: text) == nil)
  }

  @Test(arguments: 0..<200)
  func everyColourRoundTripsThroughItsHexForm(seed: Int) {
    var random = SeededRandom(seed: UInt64(seed))
    let (r, g, b) = (
      UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random),
      UInt8.random(in: 0...255, using: &random)
    )
    let hex = "#" + [r, g, b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    #expect(Color(hex: hex) == .rgb(r, g, b))
  }
}
