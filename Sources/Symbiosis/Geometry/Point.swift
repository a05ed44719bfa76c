/// A cell position on a terminal screen: column `x` and row `y`, both counted from zero at the
/// top-left corner.
public struct Point: Hashable, Sendable {
  /// The column, counted from the left edge.
  public var x: Int
  /// The row, counted from the top edge.
  public var y: Int

  /// The point at column `x`, row `y`.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  /// The top-left corner.
  public static let zero = Point(x: 0, y: 0)
}
