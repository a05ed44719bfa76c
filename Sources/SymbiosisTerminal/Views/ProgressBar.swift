import Symbiosis

/// A bar showing how far some work has got: `bar.reactive.progress <~ download.fraction`.
///
/// It fills as wide as it is laid out, in eighths of a cell. While the progress is not known it
/// shows a block sliding to and fro.
public final class ProgressBar: View {
  /// How much of the work is done, from 0 to 1; `nil` while that is not known.
  ///
  /// A value below 0 (or NaN) shows as nothing done, one above 1 as everything done.
  public var progress: Double? { didSet { setNeedsDisplay() } }
  /// A full cell, then a cell filled by one to seven eighths from the left.
  private static let eighths = ["█", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

  /// A bar at `progress`, or sliding while it is `nil`.
  public init(progress: Double? = nil) { self.progress = progress }

  /// One row, as wide as offered.
  public override func contentSize(fitting proposal: Size) -> Size {
    Size(width: proposal.width, height: 1)
  }

  /// Draws the done part in the accent style over a track of the border style.
  public override func draw(_ canvas: inout Canvas) {
    let width = contentFrame.width
    guard width > 0 else { return }
    for column in 0..<width {
      canvas.text("░", x: padding.left + column, y: padding.top, style: theme.border)
    }
    guard let progress else {
      drawSlidingBlock(width: width, in: &canvas)
      return
    }
    // NaN fails both comparisons, so it stays nothing done.
    let fraction = progress > 1 ? 1 : progress > 0 ? progress : 0
    let filled = Int((fraction * Double(width * 8)).rounded(.down))
    for column in 0..<(filled / 8) {
      canvas.text(Self.eighths[0], x: padding.left + column, y: padding.top, style: theme.accent)
    }
    if filled % 8 > 0 {
      canvas.text(
        Self.eighths[filled % 8], x: padding.left + filled / 8, y: padding.top, style: theme.accent)
    }
  }

  /// A block a quarter of the width, moving one cell a frame from end to end and back.
  private func drawSlidingBlock(width: Int, in canvas: inout Canvas) {
    let block = max(1, width / 4)
    let travel = width - block
    let tick = screen?.animationTick() ?? 0
    let step = travel == 0 ? 0 : tick % (2 * travel)
    let start = step <= travel ? step : 2 * travel - step
    for column in start..<(start + block) {
      canvas.text(Self.eighths[0], x: padding.left + column, y: padding.top, style: theme.accent)
    }
  }
}
