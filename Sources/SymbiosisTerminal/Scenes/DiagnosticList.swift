/// Lines of text, each wrapped to the width, in the error style, that the wheel scrolls: the
/// problems in a scene overlay.
final class DiagnosticList: View {
  /// The lines, one per problem.
  var lines: [String] = [] {
    didSet {
      // A line separator never joins a carriage return ending a line, as "\n" would.
      layout.text = lines.joined(separator: "\u{2028}")
      scroll = 0
      setNeedsDisplay()
    }
  }
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
    scroll = max(0, min(scroll, rows.count - area.height))
    for (row, line) in rows.dropFirst(scroll).prefix(area.height).enumerated() {
      canvas.text(line.text, x: padding.left, y: padding.top + row, style: theme.error)
    }
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
