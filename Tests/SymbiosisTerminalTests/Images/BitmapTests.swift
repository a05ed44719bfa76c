import SymbiosisTerminal
import Testing

@Suite struct BitmapTests {
  @Test func initAcceptsExactlyFourBytesPerPixel() throws {
    let bitmap = try Bitmap(width: 2, height: 1, pixels: [1, 2, 3, 4, 5, 6, 7, 8])
    #expect(bitmap[0, 0] == RGBA(r: 1, g: 2, b: 3, a: 4))
    #expect(bitmap[1, 0] == RGBA(r: 5, g: 6, b: 7, a: 8))
  }

  @Test func initRejectsAWrongByteCountNamingBothCounts() {
    #expect(
      throws: BitmapError.pixelCountMismatch(
        width: 2, height: 2, expectedBytes: 16, actualBytes: 15)
    ) {
      try Bitmap(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 15))
    }
    let error = BitmapError.pixelCountMismatch(
      width: 2, height: 2, expectedBytes: 16, actualBytes: 15)
    #expect(error.description.contains("16") && error.description.contains("15"))
  }

  @Test func initRejectsNegativeAndOverflowingSizes() {
    #expect(throws: BitmapError.negativeSize(width: -1, height: 3)) {
      try Bitmap(width: -1, height: 3, pixels: [])
    }
    #expect(throws: BitmapError.sizeOverflows(width: Int.max, height: 2)) {
      try Bitmap(width: Int.max, height: 2, pixels: [])
    }
  }

  @Test func zeroSizedBitmapsAreEmpty() throws {
    #expect(try Bitmap(width: 0, height: 5, pixels: []).isEmpty)
    #expect(Bitmap(width: -3, height: 2).isEmpty)
    #expect(!Bitmap(width: 1, height: 1).isEmpty)
  }

  @Test func pixelsAreRowMajorFromTheTopLeft() {
    var bitmap = Bitmap(width: 3, height: 2, filling: .white)
    bitmap[2, 1] = RGBA(r: 9, g: 8, b: 7, a: 6)
    #expect(Array(bitmap.pixels[20..<24]) == [9, 8, 7, 6])
    #expect(bitmap[0, 0] == .white)
    #expect(bitmap.pixels.count == 24)
  }

  @Test func compositingBlendsByAlphaAndIsOpaque() {
    let background = RGBA(r: 0, g: 0, b: 255)
    #expect(RGBA(r: 255, g: 0, b: 0, a: 0).composited(over: background) == background)
    #expect(RGBA(r: 1, g: 2, b: 3).composited(over: background) == RGBA(r: 1, g: 2, b: 3))
    let half = RGBA(r: 255, g: 255, b: 255, a: 128).composited(over: background)
    #expect(half == RGBA(r: 128, g: 128, b: 255))
  }
}
