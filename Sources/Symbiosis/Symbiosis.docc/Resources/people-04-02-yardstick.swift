import Symbiosis
import SymbiosisTerminal

/// A yardstick from 4 to 7 feet across the view's width, with a marker at a height.
final class Yardstick: View {
  var heightInInches = 0 { didSet { setNeedsDisplay() } }

  override func contentSize(fitting proposal: Size) -> Size {
    Size(width: proposal.width, height: 2)
  }

  override func draw(_ canvas: inout Canvas) {
    let width = contentFrame.width
    let foot = max(1, width / 3)
    canvas.text((0..<width).map { $0 % foot == 0 ? "┼" : "─" }.joined(), style: theme.border)
    let mark = "▲ \(heightInInches / 12)′\(heightInInches % 12)″"
    canvas.text(mark, x: max(0, min((heightInInches - 48) * foot / 12, width - 6)), y: 1)
  }
}
