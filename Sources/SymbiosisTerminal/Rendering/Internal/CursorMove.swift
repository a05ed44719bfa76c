/// The cheapest way, in bytes, to take the terminal's cursor from one cell to another.
///
/// It weighs an absolute position (CUP) against a vertical part (CUU, CUD, VPA or CR LF pairs)
/// followed by a horizontal part (CUF, CUB, CHA, CR, CR then CUF, or printing again the cells
/// in between, which are already on screen). After printing in the last column the terminal
/// has a wrap pending and its column is not to be trusted, so only absolute horizontal moves
/// are used then.
struct CursorMove {
  /// How the row changes.
  enum Vertical {
    case none
    case down(Int)
    case up(Int)
    /// VPA to this zero-based row.
    case row(Int)
    /// This many CR LF pairs, which also go to column 0.
    case newlines(Int)
  }

  /// How the column changes once on the right row.
  enum Horizontal {
    case none
    case forward(Int)
    case backward(Int)
    /// CHA to this zero-based column.
    case column(Int)
    case carriageReturn
    case returnAndForward(Int)
    /// Print again the cells from this column up to the target.
    case reprint(from: Int)
    /// CR, then print again the cells from column 0 up to the target.
    case returnAndReprint
  }

  /// Whether to use CUP, ignoring `vertical` and `horizontal`.
  var absolute = true
  var vertical = Vertical.none
  var horizontal = Horizontal.none
  /// The bytes the move takes.
  var cost: Int

  /// The cheapest move from (`fromX`, `fromY`) to (`toX`, `toY`) on a screen `width` wide.
  ///
  /// A negative `fromX` or `fromY` means the position is unknown; `fromX == width` means a
  /// wrap is pending. `reprintCost(from, limit)` gives the bytes that printing again the cells
  /// from column `from` up to `toX` of the target row takes, or nil when that is impossible
  /// or would take `limit` bytes or more.
  static func cheapest(
    fromX: Int, fromY: Int, toX: Int, toY: Int, width: Int,
    reprintCost: (_ from: Int, _ limit: Int) -> Int?
  ) -> CursorMove {
    var best = CursorMove(
      cost: TerminalBytes.cursorPositionCount(column: toX, row: toY))
    guard fromX >= 0, fromY >= 0 else { return best }
    let distance = toY - fromY
    if distance == 0 {
      considerHorizontal(
        .none, cost: 0, column: fromX, toX: toX, width: width, best: &best,
        reprintCost: reprintCost)
    } else {
      let relative: Vertical = distance > 0 ? .down(distance) : .up(-distance)
      considerHorizontal(
        relative, cost: TerminalBytes.csiCount(abs(distance)), column: fromX, toX: toX,
        width: width, best: &best, reprintCost: reprintCost)
      considerHorizontal(
        .row(toY), cost: TerminalBytes.csiCount(toY + 1), column: fromX, toX: toX, width: width,
        best: &best, reprintCost: reprintCost)
      if distance > 0 && 2 * distance < best.cost {
        considerHorizontal(
          .newlines(distance), cost: 2 * distance, column: 0, toX: toX, width: width,
          best: &best, reprintCost: reprintCost)
      }
    }
    return best
  }

  /// Weighs each horizontal move after `vertical`, which costs `cost` and leaves the cursor in
  /// `column`.
  private static func considerHorizontal(
    _ vertical: Vertical, cost: Int, column: Int, toX: Int, width: Int,
    best: inout CursorMove, reprintCost: (Int, Int) -> Int?
  ) {
    func consider(_ horizontal: Horizontal, _ horizontalCost: Int) {
      let total = cost + horizontalCost
      if total < best.cost {
        best = CursorMove(absolute: false, vertical: vertical, horizontal: horizontal, cost: total)
      }
    }
    guard cost < best.cost else { return }
    if column < width {
      if column == toX {
        consider(.none, 0)
      } else if toX > column {
        consider(.forward(toX - column), TerminalBytes.csiCount(toX - column))
        if let reprint = reprintCost(column, best.cost - cost) {
          consider(.reprint(from: column), reprint)
        }
      } else {
        consider(.backward(column - toX), TerminalBytes.csiCount(column - toX))
      }
    }
    if toX == 0 {
      consider(.carriageReturn, 1)
      return
    }
    consider(.column(toX), TerminalBytes.csiCount(toX + 1))
    consider(.returnAndForward(toX), 1 + TerminalBytes.csiCount(toX))
    if let reprint = reprintCost(0, best.cost - cost - 1) {
      consider(.returnAndReprint, 1 + reprint)
    }
  }
}
