import Symbiosis

/// Text: one line cut with "…", or wrapped over as many lines as it needs.
public final class Label: View, TextShowing {
  /// The text shown.
  public var text: String { didSet { if text != oldValue { setNeedsDisplay() } } }
  /// The style; `nil` uses the screen theme's ``themeStyle``.
  public var style: Style? { didSet { setNeedsDisplay() } }
  /// Which of the screen theme's styles to use when ``style`` is `nil`, such as `\.secondary`,
  /// so that the label follows whatever theme the screen has.
  public var themeStyle: KeyPath<Theme, Style> = \.text { didSet { setNeedsDisplay() } }
  /// Whether long text wraps onto more lines rather than being cut.
  public var wraps = false { didSet { setNeedsDisplay() } }
  /// Where each line sits across the label.
  public var alignment = Alignment.leading { didSet { setNeedsDisplay() } }

  /// A label showing `text`.
  public init(_ text: String = "", style: Style? = nil, wraps: Bool = false) {
    self.text = text
    self.style = style
    self.wraps = wraps
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

  /// The lines shown at `width` columns: one, unless it wraps (a line break in text that does
  /// not wrap shows as a space, so a label never takes more rows than it was given).
  func lines(width: Int) -> [String] {
    wraps ? TextMeasure.wrap(text, to: width) : [TextMeasure.truncate(text, to: width)]
  }

  /// The size of its text, wrapped or truncated to `proposal`'s width.
  public override func contentSize(fitting proposal: Size) -> Size {
    let lines = lines(width: proposal.width)
    return Size(
      width: lines.map { TextMeasure.width(of: $0) }.max() ?? 0,
      height: text.isEmpty ? 1 : lines.count)
  }

  /// Draws its text in its style.
  public override func draw(_ canvas: inout Canvas) {
    super.draw(&canvas)
    let area = contentFrame
    let style = style ?? theme[keyPath: themeStyle]
    for (row, line) in lines(width: area.width).prefix(area.height).enumerated() {
      let x = padding.left + alignment.offset(of: TextMeasure.width(of: line), in: area.width)
      canvas.text(line, x: x, y: padding.top + row, style: style)
    }
  }
}
