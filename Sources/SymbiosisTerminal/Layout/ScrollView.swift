import Symbiosis

/// Shows a view taller than the room it has a window at a time, scrolled so that the focused
/// view inside it is in sight: a page of a ``NavigationStack`` scrolls this way, so every field
/// of a long page can be reached in a small window.
///
/// Its content is laid out as tall as it wants to be at the scroll view's width; while that is
/// taller than the scroll view, "▲" and "▼" at the right edge say that more is above or below,
/// Page Up and Page Down (that the focused view leaves) and the wheel scroll it, and moving the
/// focus, or a new size, scrolls the focused view into sight. Content that fits, that holds a list (which
/// scrolls itself, keeping its own highlighted row in sight), or that takes all the room it is
/// offered, is laid out in the scroll view's frame as if there were no scroll view.
public final class ScrollView: View {
  /// The view scrolled.
  public let content: View
  /// The rows of the content scrolled out of sight above.
  public private(set) var offset = 0
  /// The content's height at the last layout, when it scrolls; 0 when it fits.
  private var contentHeight = 0
  /// The view that had focus at the last layout, to scroll a newly focused view into sight
  /// once, and leave the wheel's scrolling alone after that.
  private weak var lastFocused: View?
  /// The room the content had at the last layout: when it changes (the window was resized),
  /// the focused view is scrolled into sight again.
  private var lastArea = Rect(x: 0, y: 0, width: 0, height: 0)
  /// The height a content is measured in: more than any window has.
  private static let unbounded = 1 << 16

  /// A scroll view showing `content`.
  public init(_ content: View) {
    self.content = content
    super.init()
    addSubview(content)
  }

  /// The content's size: it fills what it is offered.
  public override func contentSize(fitting proposal: Size) -> Size {
    content.size(fitting: proposal)
  }

  /// Whether the content is taller than the scroll view, so that it scrolls.
  public var scrolls: Bool { contentHeight > 0 }

  /// Lays the content out as tall as it wants, at the offset that keeps a newly focused view,
  /// or the focused view after a resize, in sight.
  public override func layoutSubviews() {
    let area = contentFrame
    // Before anything has focus, the first view that can take it is about to.
    let focused = screen.map { $0.focusedView ?? content.focusableViews().first }
    let isResized = area != lastArea
    defer { (lastFocused, lastArea) = (focused ?? nil, area) }
    let wanted =
      Self.holdsList(content)
      ? 0 : content.size(fitting: Size(width: area.width, height: Self.unbounded)).height
    // A content as tall as any room it is offered (a navigation stack) fills the frame.
    guard wanted > area.height, wanted < Self.unbounded, area.height > 0 else {
      (offset, contentHeight) = (0, 0)
      content.frame = area
      return
    }
    contentHeight = wanted
    offset = max(0, min(offset, wanted - area.height))
    place(in: area)
    guard let focused = focused ?? nil, focused !== lastFocused || isResized,
      focused !== content, content.contains(focused)
    else { return }
    // The focused view's frame is known once the content is laid out.
    content.layoutTree()
    let top = focused.frame.y - area.y
    let bottom = top + focused.frame.height
    if top < 0 {
      offset += top
    } else if bottom > area.height {
      offset += min(top, bottom - area.height)
    } else {
      return
    }
    place(in: area)
  }

  private func place(in area: Rect) {
    content.frame = Rect(x: area.x, y: area.y - offset, width: area.width, height: contentHeight)
  }

  /// Whether `view` is or holds a list, which scrolls itself.
  private static func holdsList(_ view: View) -> Bool {
    if view is any ScrollsItself { return true }
    for subview in view.subviews where !subview.isHidden {
      if holdsList(subview) { return true }
    }
    return false
  }

  /// Draws "▲" and "▼" at the right edge where more of the content is above or below.
  override func drawOver(_ canvas: inout Canvas) {
    ScrollIndicator.draw(
      in: &canvas, area: contentFrame, relativeTo: frame, moreAbove: scrolls && offset > 0,
      moreBelow: scrolls && offset + contentFrame.height < contentHeight, style: theme.secondary)
  }

  /// Page Up and Page Down scroll a page, less a row; any other key goes on.
  public override func handleKey(_ event: KeyEvent) -> Bool {
    guard scrolls, event.modifiers.isEmpty else { return false }
    let page = max(1, contentFrame.height - 1)
    switch event.key {
    case .pageUp: scroll(by: -page)
    case .pageDown: scroll(by: page)
    default: return false
    }
    return true
  }

  /// The wheel scrolls three rows at a time.
  public override func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
    guard scrolls else { return false }
    switch event.kind {
    case .scrollUp: scroll(by: -3)
    case .scrollDown: scroll(by: 3)
    default: return false
    }
    return true
  }

  private func scroll(by rows: Int) {
    offset = max(0, min(offset + rows, contentHeight - contentFrame.height))
    setNeedsDisplay()
  }

  /// Scrolls as far as the scroll view it replaces had.
  public override func takeOverState(from old: View) {
    guard let old = old as? ScrollView else { return }
    offset = old.offset
  }
}
