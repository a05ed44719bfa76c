/// Space kept free inside a view's edges, in the platform's units: cells on the terminal.
public struct Insets: Hashable, Sendable {
  /// Space above.
  public var top: Int
  /// Space on the left.
  public var left: Int
  /// Space below.
  public var bottom: Int
  /// Space on the right.
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

  /// `horizontal` on the left and right, `vertical` above and below.
  public init(horizontal: Int = 0, vertical: Int = 0) {
    self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
  }

  /// No inset.
  public static let zero = Insets()

  /// Space taken on the left and right together.
  public var horizontal: Int { left + right }
  /// Space taken above and below together.
  public var vertical: Int { top + bottom }
}
