import SymbiosisTerminal
import SymbiosisTesting
import Testing

@Suite struct HalfBlockImageTests {
  @Test func eachCellShowsTwoStackedPixels() {
    var image = Bitmap(width: 2, height: 4)
    func color(_ x: Int, _ y: Int) -> RGBA { RGBA(r: UInt8(x * 100), g: UInt8(y * 60), b: 7) }
    for y in 0..<4 { for x in 0..<2 { image[x, y] = color(x, y) } }
    let cells = HalfBlockImage(image, fittingColumns: 2, rows: 2)
    #expect(cells.columns == 2 && cells.rows == 2)
    #expect(cells[0, 0] == .init(top: color(0, 0), bottom: color(0, 1)))
    #expect(cells[1, 0] == .init(top: color(1, 0), bottom: color(1, 1)))
    #expect(cells[0, 1] == .init(top: color(0, 2), bottom: color(0, 3)))
    #expect(cells[1, 1] == .init(top: color(1, 2), bottom: color(1, 3)))
    #expect(cells[1, 1].foreground == .rgb(100, 120, 7))
    #expect(cells[1, 1].background == .rgb(100, 180, 7))
    #expect(HalfBlockImage.glyph == "▀")
  }

  @Test func transparencyIsCompositedOverTheBackground() {
    var image = Bitmap(width: 1, height: 2)
    image[0, 0] = RGBA(r: 255, g: 0, b: 0, a: 0)
    image[0, 1] = RGBA(r: 255, g: 255, b: 255, a: 128)
    let cells = HalfBlockImage(
      image, fittingColumns: 1, rows: 1, background: RGBA(r: 0, g: 0, b: 255))
    #expect(
      cells[0, 0] == .init(top: RGBA(r: 0, g: 0, b: 255), bottom: RGBA(r: 128, g: 128, b: 255)))
  }

  @Test func anOddPixelHeightLeavesTheLastLowerHalfAsBackground() {
    let image = Bitmap(width: 1, height: 3, filling: .white)
    let cells = HalfBlockImage(image, fittingColumns: 1, rows: 2, background: .black)
    #expect(cells.rows == 2)
    #expect(cells[0, 1] == .init(top: .white, bottom: .black))
  }

  @Test func aCellIsOnePixelWideAndTwoTallSoShapesKeepTheirAspect() {
    let square = HalfBlockImage(
      Bitmap(width: 10, height: 10, filling: .white), fittingColumns: 100, rows: 100)
    #expect(square.columns == 100 && square.rows == 50)
    let wide = HalfBlockImage(
      Bitmap(width: 40, height: 20, filling: .white), fittingColumns: 80, rows: 24)
    #expect(wide.columns == 80 && wide.rows == 20)
  }

  @Test func alwaysFitsItsBox() {
    var random = SeededRandom(seed: 21)
    for _ in 0..<200 {
      let image = Bitmap(
        width: .random(in: 1...40, using: &random), height: .random(in: 1...40, using: &random),
        filling: .white)
      let columns = Int.random(in: 1...30, using: &random)
      let rows = Int.random(in: 1...30, using: &random)
      let cells = HalfBlockImage(image, fittingColumns: columns, rows: rows)
      #expect((1...columns).contains(cells.columns) && (1...rows).contains(cells.rows))
      #expect(cells.cells.count == cells.columns * cells.rows)
    }
  }

  @Test func aBoxWithNoRoomOrAnEmptyImageGivesNoCells() {
    #expect(
      HalfBlockImage(Bitmap(width: 4, height: 4, filling: .white), fittingColumns: 0, rows: 5).cells
        .isEmpty)
    #expect(HalfBlockImage(Bitmap(width: 0, height: 0), fittingColumns: 5, rows: 5).rows == 0)
  }
}
