import Symbiosis
import SymbiosisTerminal

/// A small terminal in memory, for tests: it applies the bytes an encoder writes to a grid of
/// cells, to check what a real terminal would show.
///
/// It understands printable UTF-8 (grapheme by grapheme, with the widths of
/// ``/SymbiosisTerminal/CharacterWidth``), CR, LF, BS, cursor moves (CUP, CUU, CUD, CUF, CUB, CHA,
/// VPA), erases (ECH, EL, ED), scrolling (DECSTBM, SU, SD), SGR colours and attributes, and cursor
/// visibility (DEC mode 25), and clipboard copies (OSC 52, kept in ``clipboard``); other DEC modes
/// are ignored. It behaves like xterm, pending wrap included, and is strict: anything a careful
/// encoder would not send (an unknown sequence, a move past the edge, an automatic wrap or scroll,
/// a relative move while a wrap is pending) is done as xterm would and also noted in ``problems``.
public struct VirtualScreen: Sendable {
  /// The number of columns.
  public private(set) var width: Int
  /// The number of rows.
  public private(set) var height: Int
  /// Whether the cursor is shown.
  public internal(set) var isCursorVisible = true
  /// What the bytes applied so far did that a careful encoder should not need, in order.
  public internal(set) var problems: [String] = []
  /// The text last put on the clipboard with OSC 52, if any.
  public internal(set) var clipboard: String?

  var grid: [Cell]
  var x = 0
  var y = 0
  /// Set after printing in the last column: the next printable character wraps first.
  var pendingWrap = false
  /// The packed style printing uses.
  var pen: UInt64 = 0
  var scrollTop = 0
  var scrollBottom: Int
  var parser = ParserState.ground
  var text: [UInt8] = []
  var sequence: [UInt8] = []

  /// Where the byte parser is.
  enum ParserState: Sendable {
    case ground
    case escape
    case controlSequence
    /// Inside `ESC ]`, up to BEL or `ESC \`.
    case operatingSystemCommand
    /// After an ESC inside an operating system command, which `\` ends.
    case operatingSystemCommandEscape
  }

  /// A blank screen of `width` × `height` cells with the cursor shown at the top-left corner.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = self.width == 0 ? 0 : max(0, height)
    grid = Array(repeating: .blank, count: self.width * self.height)
    scrollBottom = self.height - 1
  }

  /// The cursor's cell.
  public var cursor: Point { Point(x: x, y: y) }

  /// The cell at column `x`, row `y`; a blank cell outside the screen.
  public subscript(x: Int, y: Int) -> Cell {
    guard x >= 0, x < width, y >= 0, y < height else { return .blank }
    return grid[y * width + x]
  }

  /// What the screen shows, as a buffer, to compare with the frame that was drawn.
  public var buffer: Buffer { Buffer(width: width, height: height, cells: grid) }

  /// The text of each row, trailing spaces kept.
  public var lines: [String] { buffer.lines }

  /// Changes the size as a terminal window does: the content is cut or padded with blanks, a
  /// wide grapheme cut in half becomes a space, and the cursor stays inside.
  public mutating func resize(width newWidth: Int, height newHeight: Int) {
    let newWidth = max(0, newWidth)
    let newHeight = newWidth == 0 ? 0 : max(0, newHeight)
    var newGrid = Array(repeating: Cell.blank, count: newWidth * newHeight)
    for row in 0..<min(height, newHeight) {
      for column in 0..<min(width, newWidth) {
        var cell = grid[row * width + column]
        if cell.isWide && column == newWidth - 1 {
          cell = Cell(content: 0x20, bits: cell.styleBits)
        }
        newGrid[row * newWidth + column] = cell
      }
    }
    width = newWidth
    height = newHeight
    grid = newGrid
    x = min(x, max(0, width - 1))
    y = min(y, max(0, height - 1))
    pendingWrap = false
    scrollTop = 0
    scrollBottom = height - 1
  }

  mutating func problem(_ description: String) {
    problems.append("at (\(x), \(y)): \(description)")
  }

  // MARK: - Printing

  /// Prints one grapheme at the cursor, as xterm does.
  mutating func print(_ character: Character) {
    let characterWidth = CharacterWidth.of(character)
    guard characterWidth > 0, characterWidth <= width else {
      problem("printed \(character.unicodeScalars.map(\.value)), which has no place")
      return
    }
    if pendingWrap {
      problem("printed \"\(character)\" past the right edge: automatic wrap")
      wrap()
    } else if x + characterWidth > width {
      problem("printed wide \"\(character)\" in the last column: automatic wrap")
      wrap()
    }
    let row = y * width
    if grid[row + x].isContinuation { blankHalf(at: row + x - 1) }
    let end = x + characterWidth
    if end < width && grid[row + end].isContinuation { blankHalf(at: row + end) }
    grid[row + x] = Cell(character, width: characterWidth, styleBits: pen)
    if characterWidth == 2 { grid[row + x + 1] = .continuation(styleBits: pen) }
    if end >= width {
      x = width - 1
      pendingWrap = true
    } else {
      x = end
    }
  }

  /// What remains of a wide grapheme when one of its halves is overwritten.
  private mutating func blankHalf(at index: Int) {
    grid[index] = Cell(content: 0x20, bits: grid[index].styleBits)
  }

  private mutating func wrap() {
    x = 0
    pendingWrap = false
    lineFeed()
  }

  /// Moves down a row, scrolling the region when at its bottom.
  mutating func lineFeed() {
    pendingWrap = false
    if y == scrollBottom {
      problem("line feed at the bottom of the scroll region scrolled it")
      scroll(up: 1)
    } else if y < height - 1 {
      y += 1
    }
  }

  // MARK: - Erasing and scrolling

  /// Erases columns `range` of row `row` with the pen's background, as xterm does.
  mutating func erase(row: Int, columns range: Range<Int>) {
    let lower = max(0, range.lowerBound)
    let upper = min(width, range.upperBound)
    guard lower < upper, row >= 0, row < height else { return }
    let erased = Cell(content: 0x20, bits: pen & Style.backgroundMask)
    let start = row * width
    if grid[start + lower].isContinuation && lower > 0 { grid[start + lower - 1] = erased }
    if upper < width && grid[start + upper].isContinuation { grid[start + upper] = erased }
    for column in lower..<upper { grid[start + column] = erased }
  }

  /// Scrolls the scroll region's content up `count` rows, erasing the rows uncovered.
  mutating func scroll(up count: Int) {
    guard scrollTop <= scrollBottom else { return }
    for row in scrollTop...scrollBottom {
      let source = row + count
      if source <= scrollBottom {
        copyRow(source, to: row)
      } else {
        erase(row: row, columns: 0..<width)
      }
    }
  }

  /// Scrolls the scroll region's content down `count` rows, erasing the rows uncovered.
  mutating func scroll(down count: Int) {
    guard scrollTop <= scrollBottom else { return }
    for row in stride(from: scrollBottom, through: scrollTop, by: -1) {
      let source = row - count
      if source >= scrollTop {
        copyRow(source, to: row)
      } else {
        erase(row: row, columns: 0..<width)
      }
    }
  }

  private mutating func copyRow(_ source: Int, to destination: Int) {
    for column in 0..<width {
      grid[destination * width + column] = grid[source * width + column]
    }
  }
}
