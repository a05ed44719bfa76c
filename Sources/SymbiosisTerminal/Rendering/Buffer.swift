import Symbiosis

/// A frame of the screen: `width` × `height` cells that views draw into before the frame is
/// encoded for the terminal.
///
/// Drawing outside the buffer is clipped, never an error. The buffer never holds half a wide
/// grapheme: a wide grapheme that would not fit becomes a space, and overwriting either half
/// of a wide grapheme turns its other half into a space in the same style.
public struct Buffer: Hashable, Sendable {
  /// The number of columns.
  public let width: Int
  /// The number of rows.
  public let height: Int
  /// The cells, row by row.
  var cells: [Cell]

  /// A buffer of blank cells; a negative extent counts as zero.
  public init(width: Int, height: Int) {
    self.init(width: width, height: height, cells: nil)
  }

  /// A buffer of blank cells of `size`.
  public init(size: Size) {
    self.init(width: size.width, height: size.height)
  }

  /// A buffer with the given cells, which must number `width` × `height` and keep the wide
  /// grapheme rules; blank cells when `cells` is nil.
  package init(width: Int, height: Int, cells: [Cell]?) {
    self.width = max(0, width)
    self.height = self.width == 0 ? 0 : max(0, height)
    self.cells = cells ?? Array(repeating: .blank, count: self.width * self.height)
  }

  /// The extent of the buffer.
  public var size: Size { Size(width: width, height: height) }

  /// The rectangle the buffer covers, at the origin.
  public var area: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  /// The cell at column `x`, row `y`.
  ///
  /// Reading outside the buffer gives a blank cell; writing outside it does nothing. Writing
  /// keeps the wide grapheme rules of ``put(_:x:y:style:maxWidth:)``.
  public subscript(x: Int, y: Int) -> Cell {
    get {
      guard contains(x: x, y: y) else { return .blank }
      return cells[y * width + x]
    }
    set {
      guard contains(x: x, y: y), !newValue.isContinuation else { return }
      if newValue.isWide && x == width - 1 {
        var space = Cell.blank
        space.bits = newValue.styleBits
        write(space, x: x, y: y)
      } else {
        write(newValue, x: x, y: y)
      }
    }
  }

  /// Writes `text` from column `x` of row `y`, one grapheme per column (two for a wide one),
  /// and returns how many columns it advanced.
  ///
  /// Writing stops at the right edge and after `maxWidth` columns. A wide grapheme that does
  /// not fit in what is left becomes a space, and writing stops there. Graphemes that take no
  /// column (control characters, a combining mark with nothing to combine with) are dropped.
  /// Columns left of the buffer are skipped but counted.
  @discardableResult
  public mutating func put(
    _ text: some StringProtocol, x: Int, y: Int, style: Style = .plain, maxWidth: Int = .max
  ) -> Int {
    guard y >= 0, y < height, maxWidth > 0, x < width else { return 0 }
    let limit = x > width - maxWidth ? width : x + maxWidth
    let styleBits = style.packed
    var column = x
    for character in text {
      let characterWidth = CharacterWidth.of(character)
      if characterWidth == 0 { continue }
      if column + characterWidth > limit {
        if column < limit, column >= 0 {
          write(Cell(content: 0x20, bits: styleBits), x: column, y: y)
        }
        return limit - x
      }
      if column >= 0 {
        write(Cell(character, width: characterWidth, styleBits: styleBits), x: column, y: y)
      } else if column + characterWidth > 0 {
        // Only the trailing half of a wide grapheme would be on screen.
        write(Cell(content: 0x20, bits: styleBits), x: 0, y: y)
      }
      column += characterWidth
    }
    return column - x
  }

  /// Fills the part of `rect` inside the buffer with spaces in `style`.
  public mutating func fill(_ rect: Rect, style: Style) {
    let area = rect.intersection(self.area)
    guard !area.isEmpty else { return }
    let space = Cell(content: 0x20, bits: style.packed)
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX { write(space, x: x, y: y) }
    }
  }

  /// Makes every cell blank.
  public mutating func clear() {
    cells.withUnsafeMutableBufferPointer { $0.update(repeating: .blank) }
  }

  /// The text of each row, wide graphemes once, trailing spaces kept.
  public var lines: [String] {
    (0..<height).map { y in
      var bytes: [UInt8] = []
      for x in 0..<width { cells[y * width + x].appendUTF8(to: &bytes) }
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  /// The text of each row without its trailing spaces: what a reader of plain text sees.
  public var trimmedLines: [String] {
    lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
  }

  private func contains(x: Int, y: Int) -> Bool {
    x >= 0 && x < width && y >= 0 && y < height
  }

  /// Stores `cell` (and the continuation of a wide one, which must fit) at column `x`, first
  /// blanking the other half of any wide grapheme it cuts in two.
  private mutating func write(_ cell: Cell, x: Int, y: Int) {
    let row = y * width
    if cells[row + x].isContinuation { blankCell(at: row + x - 1) }
    let end = x + cell.width
    if end < width, cells[row + end].isContinuation { blankCell(at: row + end) }
    cells[row + x] = cell
    if cell.isWide { cells[row + x + 1] = .continuation(styleBits: cell.styleBits) }
  }

  private mutating func blankCell(at index: Int) {
    cells[index] = Cell(content: 0x20, bits: cells[index].styleBits)
  }
}
