import Symbiosis
import SymbiosisTerminal

/// Lines of text, each wrapped to the width, in the error style, that the wheel scrolls: the
/// problems in a scene overlay. When more lie below than fit, the last row says how many, and
/// that `--check` lists them all.
final class DiagnosticList: View {
  /// The lines, one per problem.
  var lines: [String] = [] {
    didSet {
      // A line separator never joins a carriage return ending a line, as "\n" would.
      let laidOut = lines.prefix(Self.maximumLaidOut)
      let text = laidOut.joined(separator: Self.separator)
      layout.text = text
      starts = []
      starts.reserveCapacity(laidOut.count)
      var offset = 0
      for line in laidOut {
        starts.append(text.utf8.index(text.startIndex, offsetBy: offset))
        offset += line.utf8.count + Self.separator.utf8.count
      }
      scroll = 0
      setNeedsDisplay()
    }
  }
  private static let separator = "\u{2028}"
  /// The most lines laid out and scrolled through: a file with 100,000 problems costs the
  /// screen no more than one with 500, and the last row counts the rest.
  static let maximumLaidOut = 500
  /// Where each line starts in the text laid out, to tell which line a wrapped row is of.
  private var starts: [String.Index] = []
  /// The first wrapped row shown.
  private(set) var scroll = 0
  /// The lines wrapped, kept until they or the width change.
  private var layout = TextLayout(wraps: true)

  /// The rows of every line wrapped to `width`.
  private func rows(width: Int) -> [TextLine] {
    layout.lines(width: max(1, width))
  }

  /// As wide as offered, as tall as its wrapped lines.
  override func contentSize(fitting proposal: Size) -> Size {
    Size(width: proposal.width, height: rows(width: proposal.width).count)
  }

  /// Draws the rows from ``scroll`` on, over blanks: what lies under the list must not show
  /// through.
  override func draw(_ canvas: inout Canvas) {
    canvas.fill(style: .plain)
    let area = contentFrame
    let rows = rows(width: area.width)
    let unlaid = lines.count - starts.count
    // With lines not laid out, the last row always counts them.
    scroll = max(0, min(scroll, rows.count - area.height + (unlaid > 0 ? 1 : 0)))
    let cut = (unlaid > 0 || scroll + area.height < rows.count) && area.height > 1
    let shown = cut ? min(area.height - 1, rows.count - scroll) : area.height
    for (row, line) in rows.dropFirst(scroll).prefix(shown).enumerated() {
      canvas.text(line.text, x: padding.left, y: padding.top + row, style: theme.error)
    }
    guard cut else { return }
    let hidden = lines.count - 1 - (shown > 0 ? line(of: rows[scroll + shown - 1]) : -1)
    let more = hidden > 0 ? "… and \(hidden) more" : "… more"
    canvas.text(
      "\(more) (--check lists all)", x: padding.left, y: padding.top + shown, style: theme.error)
  }

  /// The number of the line `row` is part of.
  private func line(of row: TextLine) -> Int {
    let start = row.text.startIndex
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= start { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// Scrolls a row a turn of the wheel.
  override func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
    switch event.kind {
    case .scrollUp: scroll = max(0, scroll - 1)
    case .scrollDown: scroll += 1
    default: return false
    }
    setNeedsDisplay()
    return true
  }
}
