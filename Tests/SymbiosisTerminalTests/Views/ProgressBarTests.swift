import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

@MainActor
@Suite("ProgressBar")
struct ProgressBarTests {
  private func shown(_ progress: Double?, width: Int) -> String {
    let bar = ProgressBar(progress: progress)
    bar.width = .fixed(width)
    let terminal = TestTerminal(Stack(.horizontal, [bar]), columns: max(1, width), rows: 1)
    return terminal.lines[0]
  }

  @Test func itFillsTheDonePartInEighthsOfACell() {
    #expect(shown(0, width: 10) == "░░░░░░░░░░")
    #expect(shown(0.5, width: 10) == "█████░░░░░")
    #expect(shown(0.55, width: 10) == "█████▌░░░░")
    #expect(shown(1, width: 10) == "██████████")
    #expect(shown(0.5, width: 1) == "▌")
  }

  @Test func badValuesAreClamped() {
    #expect(shown(.nan, width: 4) == "░░░░")
    #expect(shown(-0.5, width: 4) == "░░░░")
    #expect(shown(-.infinity, width: 4) == "░░░░")
    #expect(shown(1.5, width: 4) == "████")
    #expect(shown(.infinity, width: 4) == "████")
  }

  @Test func aBarOfNoWidthDrawsNothing() {
    let bar = ProgressBar(progress: 0.5)
    bar.width = .fixed(0)
    let terminal = TestTerminal(Stack(.horizontal, [bar, Label("end")]), columns: 5, rows: 1)
    #expect(terminal.lines == ["end"])
  }

  /// At any width and progress the bar is exactly as wide as laid out, and its full cells are
  /// the done part rounded down to whole cells.
  @Test(arguments: 0..<20)
  func anyWidthAndProgressDrawsAsWideAsTheBar(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let specials = [Double.nan, .infinity, -.infinity, 0, 1, -1, 2]
    for _ in 0..<10 {
      let width = Int.random(in: 0...30, using: &random)
      let progress =
        Bool.random(using: &random)
        ? specials[Int.random(in: 0..<specials.count, using: &random)]
        : Double.random(in: -0.5...1.5, using: &random)
      let row = shown(progress, width: width)
      let clamped = progress > 1 ? 1 : progress > 0 ? progress : 0
      #expect(row.count == width, "\(progress) at \(width)")
      #expect(
        row.filter { $0 == "█" }.count == Int(clamped * Double(width * 8)) / 8,
        "\(progress) at \(width)")
    }
  }

  @Test func itUsesTheThemesAccentAndBorder() {
    let bar = ProgressBar(progress: 0.5)
    let terminal = TestTerminal(bar, columns: 4, rows: 1)
    #expect(terminal.cell(x: 0, y: 0).style == terminal.screen.theme.accent)
    #expect(terminal.cell(x: 3, y: 0).style == terminal.screen.theme.border)
  }

  @Test func anUnknownProgressSlidesABlockToAndFro() {
    let bar = ProgressBar()
    let terminal = TestTerminal(bar, columns: 8, rows: 1)
    var rows: [String] = []
    for _ in 0..<14 {
      rows.append(terminal.lines[0])
      terminal.screen.advanceAnimation()
    }
    #expect(rows[0] == "██░░░░░░")
    #expect(rows[1] == "░██░░░░░")
    #expect(rows[6] == "░░░░░░██")
    #expect(rows[7] == "░░░░░██░")
    #expect(rows[12] == "██░░░░░░")
    #expect(terminal.screen.wantsAnimationFrame)
  }

  @Test func itIsBindable() {
    let done = MutableProperty(0.25)
    let bar = ProgressBar()
    bar.reactive.progress <~ done
    let terminal = TestTerminal(bar, columns: 4, rows: 1)
    #expect(terminal.lines == ["█░░░"])
    done.value = 1
    #expect(terminal.lines == ["████"])
  }
}
