import SymbiosisTerminal
import SymbiosisTerminalTesting
import Testing

@MainActor
@Suite("Images and spinners")
struct PictureAndSpinnerTests {
  @Test func anImageIsDrawnWithHalfBlocksScaledToFitWithItsAspect() throws {
    // 4 × 4 pixels: a red top half, a blue bottom half.
    var bitmap = Bitmap(width: 4, height: 4)
    for y in 0..<4 {
      for x in 0..<4 { bitmap[x, y] = y < 2 ? RGBA(r: 255, g: 0, b: 0) : RGBA(r: 0, g: 0, b: 255) }
    }
    let image = ImageView(bitmap)
    let terminal = TestTerminal(image, columns: 8, rows: 2)
    // 4 pixels wide fit in 8 columns; 4 pixels tall are 2 rows; centred.
    #expect(terminal.lines == ["  ▀▀▀▀", "  ▀▀▀▀"])
    let top = terminal.cell(x: 2, y: 0).style
    #expect(top.foreground == .rgb(255, 0, 0))
    #expect(top.background == .rgb(255, 0, 0))
    let bottom = terminal.cell(x: 2, y: 1).style
    #expect(bottom.foreground == .rgb(0, 0, 255))
  }

  @Test func aNewBackdropShowsThroughTransparentPixelsAtTheNextFrame() {
    let image = ImageView(Bitmap(width: 2, height: 2, filling: RGBA(r: 0, g: 0, b: 0, a: 0)))
    let terminal = TestTerminal(image, columns: 2, rows: 1)
    #expect(terminal.cell(x: 0, y: 0).style.foreground == .rgb(0, 0, 0))
    image.backdrop = RGBA(r: 0, g: 128, b: 0)
    terminal.render()
    #expect(terminal.cell(x: 0, y: 0).style.foreground == .rgb(0, 128, 0))
  }

  @Test func aLargeImageShrinksKeepingItsAspect() {
    let image = ImageView(Bitmap(width: 400, height: 100, filling: RGBA(r: 9, g: 9, b: 9)))
    image.width = .fill
    let terminal = TestTerminal(Stack(.vertical, [image]), columns: 40, rows: 20)
    let drawn = terminal.lines.filter { !$0.isEmpty }
    #expect(drawn.count == 5)
    #expect(drawn.allSatisfy { $0 == String(repeating: "▀", count: 40) })
  }

  @Test func aSpinnerTurnsOnEachAnimationTickAndStopsWhenHidden() {
    let spinner = ActivityIndicator("Searching")
    let terminal = TestTerminal(Stack(.vertical, [spinner]), columns: 14, rows: 1)
    let first = terminal.lines
    #expect(first == ["⠋ Searching"])
    #expect(terminal.screen.wantsAnimationFrame)
    terminal.screen.advanceAnimation()
    terminal.render()
    #expect(terminal.lines == ["⠙ Searching"])
    spinner.isHidden = true
    terminal.render()
    #expect(!terminal.screen.wantsAnimationFrame)
  }

  @Test func aStoppedSpinnerAsksForNoAnimationFrames() {
    let spinner = ActivityIndicator("Done")
    let terminal = TestTerminal(Stack(.vertical, [spinner]), columns: 14, rows: 1)
    #expect(terminal.screen.wantsAnimationFrame)
    spinner.isAnimating = false
    terminal.render()
    #expect(terminal.lines == ["  Done"])
    #expect(!terminal.screen.wantsAnimationFrame)
  }
}
