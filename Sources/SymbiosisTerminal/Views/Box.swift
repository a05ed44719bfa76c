import Symbiosis

/// A border around one view, with an optional title in the top edge.
public final class Box: View {
  /// The title shown in the top border.
  public var title: String? { didSet { setNeedsDisplay() } }
  /// The view inside the border.
  public let content: View

  /// A border titled `title` around `content`.
  public init(title: String? = nil, _ content: View) {
    self.title = title
    self.content = content
    super.init()
    addSubview(content)
  }

  /// Its content's size plus the border.
  public override func contentSize(fitting proposal: Size) -> Size {
    let inner = content.size(
      fitting: Size(width: max(0, proposal.width - 2), height: max(0, proposal.height - 2)))
    let titleWidth = title.map { TextMeasure.width(of: $0) + 4 } ?? 0
    return Size(width: max(inner.width + 2, titleWidth), height: inner.height + 2)
  }

  /// Places its content inside the border.
  public override func layoutSubviews() {
    content.frame = contentFrame.inset(by: Insets(1))
  }

  /// Draws the border and its title.
  public override func draw(_ canvas: inout Canvas) {
    super.draw(&canvas)
    let area = contentFrame
    let x = padding.left
    let y = padding.top
    guard area.width >= 2, area.height >= 2 else { return }
    let style = theme.border
    let bottom = y + area.height - 1
    // A piece at a time: the edges as strings would be made again every frame.
    canvas.text("┌", x: x, y: y, style: style)
    canvas.text("└", x: x, y: bottom, style: style)
    for column in (x + 1)..<(x + area.width - 1) {
      canvas.text("─", x: column, y: y, style: style)
      canvas.text("─", x: column, y: bottom, style: style)
    }
    canvas.text("┐", x: x + area.width - 1, y: y, style: style)
    canvas.text("┘", x: x + area.width - 1, y: bottom, style: style)
    for row in 1..<(area.height - 1) {
      canvas.text("│", x: x, y: y + row, style: style)
      canvas.text("│", x: x + area.width - 1, y: y + row, style: style)
    }
    if let title, area.width > 4 {
      let line = TextMeasure.truncated(title[...], to: area.width - 4)
      canvas.text(" ", x: x + 1, y: y, style: theme.title)
      canvas.text(line.text, x: x + 2, y: y, style: theme.title)
      if line.isCut {
        canvas.text(TextLine.ellipsis, x: x + 1 + line.width, y: y, style: theme.title)
      }
      canvas.text(" ", x: x + 2 + line.width, y: y, style: theme.title)
    }
  }
}
