/// Where a view is on a platform's screen, in whole units (a terminal's cells, a browser's CSS
/// pixels rounded): what moving focus by direction measures.
///
/// The right and bottom edges are exclusive: a rectangle of width 3 at x 2 covers 2, 3 and 4.
public struct Rectangle: Hashable, Sendable {
  /// The left edge.
  public var x: Int
  /// The top edge.
  public var y: Int
  /// The extent to the right.
  public var width: Int
  /// The extent downward.
  public var height: Int

  /// The rectangle at (`x`, `y`), `width` wide and `height` high.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}
