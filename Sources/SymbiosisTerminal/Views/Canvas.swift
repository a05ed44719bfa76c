import Symbiosis

/// Where a view draws: the frame's buffer, seen from the view's top-left corner and clipped to
/// what the view may paint.
public struct Canvas {
  /// The whole frame being drawn.
  public internal(set) var buffer: Buffer
  /// The current view's frame, on the screen.
  var bounds: Rect
  /// The part of the screen the current view may paint.
  var clip: Rect
  /// A style laid over everything drawn, such as the selection of the row being drawn.
  var overlay: Style?
  /// The background of the nearest view around that has one, which text drawn on the
  /// terminal's default background shows instead.
  var backdrop: Color?

  /// A canvas over all of `buffer`.
  init(_ buffer: Buffer) {
    self.buffer = buffer
    let all = Rect(x: 0, y: 0, width: buffer.width, height: buffer.height)
    bounds = all
    clip = all
  }

  /// The size of the view being drawn.
  public var size: Size { Size(width: bounds.width, height: bounds.height) }

  /// Moves the origin to `frame` and clips to it within `outer`.
  mutating func focus(on frame: Rect, within outer: Rect) {
    bounds = frame
    clip = outer.intersection(frame)
  }

  /// Paints `rect` (relative to the view; all of it by default) with spaces in `style`.
  public mutating func fill(_ rect: Rect? = nil, style: Style) {
    let local = rect ?? Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
    let target = clip.intersection(
      Rect(x: bounds.x + local.x, y: bounds.y + local.y, width: local.width, height: local.height))
    guard target.width > 0, target.height > 0 else { return }
    buffer.fill(target, style: Self.merge(style, overlay) ?? style)
  }

  /// Writes `text` on one line from (`x`, `y`), cut at `width` columns and at the clip; wide
  /// characters that do not fit whole are left out, tabs and line breaks show as spaces and
  /// other control characters not at all (see ``TextMeasure``). Returns the columns written.
  @discardableResult
  public mutating func text(
    _ text: some StringProtocol, x: Int = 0, y: Int = 0, style: Style = Style(), width: Int? = nil
  ) -> Int {
    let row = bounds.y + y
    guard row >= clip.y, row < clip.y + clip.height else { return 0 }
    var column = bounds.x + x
    var remaining = Swift.min(width ?? .max, clip.x + clip.width - column)
    var skipped =
      TextMeasure.needsSingleLine(text) ? Substring(TextMeasure.singleLine(text)) : Substring(text)
    // Columns left of the clip are skipped whole characters at a time.
    while column < clip.x, let first = skipped.first {
      let cells = TextMeasure.width(of: first)
      column += cells
      remaining -= cells
      skipped = skipped.dropFirst()
    }
    guard remaining > 0 else { return 0 }
    var style = Self.merge(style, overlay) ?? style
    if let backdrop, style.background == .default { style.background = backdrop }
    return buffer.put(skipped, x: column, y: row, style: style, maxWidth: remaining)
  }

  /// `top` laid over `base`: its colours where it has them, and the attributes of both.
  static func merge(_ base: Style?, _ top: Style?) -> Style? {
    guard let top else { return base }
    guard let base else { return top }
    return Style(
      foreground: top.foreground == .default ? base.foreground : top.foreground,
      background: top.background == .default ? base.background : top.background,
      attributes: base.attributes.union(top.attributes))
  }
}
