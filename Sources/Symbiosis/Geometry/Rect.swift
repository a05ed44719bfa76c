/// A rectangle in whole units (a terminal's cells, a browser's CSS pixels rounded): its top-left
/// corner at (`x`, `y`) and its extent; where a view is, and what moving focus by direction
/// measures.
///
/// The right and bottom edges are exclusive: a rectangle of width 3 at x 2 covers columns 2, 3
/// and 4. A rectangle with a width or height of zero or less is empty and covers nothing.
public struct Rect: Hashable, Sendable {
  /// The leftmost column.
  public var x: Int
  /// The top row.
  public var y: Int
  /// The number of columns.
  public var width: Int
  /// The number of rows.
  public var height: Int

  /// The rectangle at (`x`, `y`) of `width` columns by `height` rows.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The rectangle with its top-left corner at `origin`, extending by `size`.
  public init(origin: Point, size: Size) {
    self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
  }

  /// The top-left corner.
  public var origin: Point { Point(x: x, y: y) }

  /// The extent.
  public var size: Size { Size(width: width, height: height) }

  /// The first column past the right edge.
  public var maxX: Int { Self.clampedSum(x, max(width, 0)) }

  /// The first row past the bottom edge.
  public var maxY: Int { Self.clampedSum(y, max(height, 0)) }

  /// Whether the rectangle covers no cell.
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// Whether `point` is one of the rectangle's cells.
  public func contains(_ point: Point) -> Bool {
    point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
  }

  /// The cells both rectangles cover; an empty rectangle when they do not overlap.
  public func intersection(_ other: Rect) -> Rect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
  }

  /// The rectangle shrunk by `amount` cells on every side; a negative amount grows it.
  public func inset(by amount: Int) -> Rect {
    inset(top: amount, left: amount, bottom: amount, right: amount)
  }

  /// The rectangle shrunk by the given number of cells on each side, never below an empty
  /// extent.
  public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
    // Negating Int.min traps; one cell less is no loss at that scale.
    let top = max(top, -Int.max)
    let left = max(left, -Int.max)
    let bottom = max(bottom, -Int.max)
    let right = max(right, -Int.max)
    return Rect(
      x: Self.clampedSum(x, left),
      y: Self.clampedSum(y, top),
      width: max(0, Self.clampedSum(Self.clampedSum(width, -left), -right)),
      height: max(0, Self.clampedSum(Self.clampedSum(height, -top), -bottom)))
  }

  /// `a + b`, saturating instead of trapping, so extreme values give an empty rectangle rather
  /// than a crash.
  private static func clampedSum(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    guard overflow else { return sum }
    return b > 0 ? Int.max : Int.min
  }
}
