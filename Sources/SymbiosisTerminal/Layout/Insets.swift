/// Space kept free inside a view's edges, in cells.
public struct Insets: Hashable, Sendable {
  /// Rows above.
  public var top: Int
  /// Columns on the left.
  public var left: Int
  /// Rows below.
  public var bottom: Int
  /// Columns on the right.
  public var right: Int

  /// Insets of the given sizes.
  public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on every edge.
  public init(_ all: Int) { self.init(top: all, left: all, bottom: all, right: all) }

  /// `horizontal` columns on the left and right, `vertical` rows above and below.
  public init(horizontal: Int = 0, vertical: Int = 0) {
    self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
  }

  /// No inset.
  public static let zero = Insets()

  /// Columns taken on the left and right together.
  public var horizontal: Int { left + right }
  /// Rows taken above and below together.
  public var vertical: Int { top + bottom }
}

extension Rect {
  /// The rectangle less `insets` on each edge, never negative in size.
  public func inset(by insets: Insets) -> Rect {
    inset(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }
}
