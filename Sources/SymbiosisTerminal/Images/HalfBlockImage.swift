/// A bitmap turned into terminal cells drawn with the upper half block "▀": each cell shows two
/// pixels stacked vertically, the top one as the glyph's foreground colour and the bottom one
/// as the cell's background colour.
///
/// A terminal cell is about twice as tall as it is wide, so half a cell is square: one cell
/// is 1 pixel wide and 2 pixels tall, and the image keeps its aspect ratio on screen.
public struct HalfBlockImage: Hashable, Sendable {
  /// The glyph every cell is drawn with.
  public static let glyph: Character = "▀"

  /// One terminal cell: two opaque pixels, one above the other.
  public struct Cell: Hashable, Sendable {
    /// The upper pixel, drawn as the glyph.
    public var top: RGBA
    /// The lower pixel, drawn behind the glyph.
    public var bottom: RGBA

    /// A cell showing `top` above `bottom`.
    public init(top: RGBA, bottom: RGBA) {
      self.top = top
      self.bottom = bottom
    }

    /// The colour to draw ``HalfBlockImage/glyph`` in.
    public var foreground: Color { top.color }
    /// The colour to fill the cell with.
    public var background: Color { bottom.color }
  }

  /// Width in cells.
  public let columns: Int
  /// Height in cells.
  public let rows: Int
  /// `columns × rows` cells, row after row from the top.
  public let cells: [Cell]

  /// `bitmap` scaled, keeping its aspect, to the largest size that fits `columns × rows`
  /// cells, with transparency composited over `background`. When the scaled height is odd the
  /// last row's lower halves show `background`. A box with no room gives an empty image.
  public init(_ bitmap: Bitmap, fittingColumns columns: Int, rows: Int, background: RGBA = .black) {
    guard columns > 0, rows > 0, !bitmap.isEmpty else {
      self.columns = 0
      self.rows = 0
      self.cells = []
      return
    }
    let scaled = bitmap.scaled(toFit: (columns, min(rows, Int.max / 2) * 2))
    let opaqueBackground = RGBA(r: background.r, g: background.g, b: background.b)
    func pixel(_ x: Int, _ y: Int) -> RGBA {
      y < scaled.height ? scaled[x, y].composited(over: opaqueBackground) : opaqueBackground
    }
    let cellRows = (scaled.height + 1) / 2
    var cells: [Cell] = []
    cells.reserveCapacity(scaled.width * cellRows)
    for row in 0..<cellRows {
      for column in 0..<scaled.width {
        cells.append(Cell(top: pixel(column, row * 2), bottom: pixel(column, row * 2 + 1)))
      }
    }
    self.columns = scaled.width
    self.rows = cellRows
    self.cells = cells
  }

  /// The cell at `column`, `row` (origin top left); out-of-range coordinates are a programming
  /// error, as with an array index.
  public subscript(column: Int, row: Int) -> Cell {
    precondition(
      (0..<columns).contains(column) && (0..<rows).contains(row),
      "cell (\(column), \(row)) is outside a \(columns)×\(rows) image")
    return cells[row * columns + column]
  }
}
