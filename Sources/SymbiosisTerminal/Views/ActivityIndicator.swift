import Symbiosis

/// A spinner that shows work is going on, with an optional label beside it.
public final class ActivityIndicator: View {
  /// Whether it spins; hidden spinners take no time.
  public var isAnimating = true { didSet { setNeedsDisplay() } }
  /// Text after the spinner.
  public var text: String { didSet { setNeedsDisplay() } }
  private static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  /// A spinner labelled `text`.
  public init(_ text: String = "") { self.text = text }

  /// One column for the spinner, and its label after a space.
  public override func contentSize(fitting proposal: Size) -> Size {
    Size(width: text.isEmpty ? 1 : 2 + TextMeasure.width(of: text), height: 1)
  }

  /// Draws the spinner's current frame and its label.
  public override func draw(_ canvas: inout Canvas) {
    super.draw(&canvas)
    // Only a turning spinner asks for the next animation frame: a stopped one costs nothing.
    let frame = isAnimating ? Self.frames[(screen?.animationTick() ?? 0) % Self.frames.count] : " "
    canvas.text(String(frame), x: padding.left, y: padding.top, style: theme.accent)
    if !text.isEmpty {
      canvas.text(text, x: padding.left + 2, y: padding.top, style: theme.secondary)
    }
  }
}
