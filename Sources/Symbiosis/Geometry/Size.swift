/// The extent of an area of the screen, in cells.
public struct Size: Hashable, Sendable {
  /// The number of columns.
  public var width: Int
  /// The number of rows.
  public var height: Int

  /// A size of `width` columns by `height` rows.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// No cells at all.
  public static let zero = Size(width: 0, height: 0)

  /// Whether the size holds no cell: a negative extent counts as empty.
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// The number of cells; zero when empty.
  public var area: Int { isEmpty ? 0 : width * height }
}
