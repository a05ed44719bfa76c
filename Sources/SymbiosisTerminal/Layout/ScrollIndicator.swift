import Symbiosis

/// The marks at the right edge of a view that scrolls: "▲" on the top row while more is above,
/// "▼" on the bottom row while more is below.
enum ScrollIndicator {
  /// Draws the marks at the right edge of `area` (on the screen), in a canvas whose origin is
  /// `frame`'s top-left corner.
  static func draw(
    in canvas: inout Canvas, area: Rect, relativeTo frame: Rect, moreAbove: Bool,
    moreBelow: Bool, style: Style
  ) {
    guard area.width > 0, area.height > 0 else { return }
    let x = area.x + area.width - 1 - frame.x
    if moreAbove { canvas.text("▲", x: x, y: area.y - frame.y, style: style, width: 1) }
    if moreBelow {
      canvas.text("▼", x: x, y: area.y + area.height - 1 - frame.y, style: style, width: 1)
    }
  }
}
