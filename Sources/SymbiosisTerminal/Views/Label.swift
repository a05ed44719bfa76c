import Symbiosis

/// Text: one line cut with "…", or wrapped over as many lines as it needs.
public final class Label: View, TextShowing {
  /// The text shown.
  public var text: String {
    didSet {
      // By bytes, not by `==`: text that is equal but encoded otherwise ("é" as one scalar or
      // as "e" and an accent) is drawn otherwise.
      guard !text.utf8.elementsEqual(oldValue.utf8) else { return }
      layout.text = text
      setNeedsDisplay()
    }
  }
  /// The style; `nil` uses the screen theme's ``themeStyle``.
  public var style: Style? { didSet { setNeedsDisplay() } }
  /// Which of the screen theme's styles to use when ``style`` is `nil`, such as `\.secondary`,
  /// so that the label follows whatever theme the screen has.
  public var themeStyle: KeyPath<Theme, Style> = \.text { didSet { setNeedsDisplay() } }
  /// Whether long text wraps onto more lines rather than being cut.
  public var wraps: Bool {
    didSet {
      layout.wraps = wraps
      setNeedsDisplay()
    }
  }
  /// Where each line sits across the label.
  public var alignment = Alignment.leading { didSet { setNeedsDisplay() } }
  /// The text's lines at the width last asked for, made again only when the text, the
  /// wrapping or the width changes.
  private var layout: TextLayout

  /// A label showing `text`.
  public init(_ text: String = "", style: Style? = nil, wraps: Bool = false) {
    self.text = text
    self.style = style
    self.wraps = wraps
    layout = TextLayout(text, wraps: wraps)
  }

  /// An empty label, filled in later: `cell: Label.init` makes a table's cells.
  public override convenience init() { self.init("") }

  /// A label showing `text` in the screen theme's `themeStyle`.
  public convenience init(
    _ text: String = "", themeStyle: KeyPath<Theme, Style>, wraps: Bool = false
  ) {
    self.init(text, wraps: wraps)
    self.themeStyle = themeStyle
  }

  /// The size of its text, wrapped or truncated to `proposal`'s width.
  public override func contentSize(fitting proposal: Size) -> Size {
    var widest = 0
    let lines = layout.lines(width: proposal.width)
    for line in lines { widest = max(widest, line.width) }
    return Size(width: widest, height: text.isEmpty ? 1 : lines.count)
  }

  /// Draws its text in its style.
  public override func draw(_ canvas: inout Canvas) {
    super.draw(&canvas)
    let area = contentFrame
    let style = style ?? theme[keyPath: themeStyle]
    for (row, line) in layout.lines(width: area.width).prefix(area.height).enumerated() {
      let x = padding.left + alignment.offset(of: line.width, in: area.width)
      let y = padding.top + row
      canvas.text(line.text, x: x, y: y, style: style)
      if line.isCut { canvas.text(TextLine.ellipsis, x: x + line.width - 1, y: y, style: style) }
    }
  }
}
