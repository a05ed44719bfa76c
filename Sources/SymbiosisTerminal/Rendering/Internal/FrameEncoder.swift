import Symbiosis

/// Turns a change of frame into the bytes that make the terminal show it.
///
/// Given the previous frame (what the terminal shows) and the next one, it writes only the
/// cells that changed, moving the cursor the cheapest way, changing only the parts of the style
/// that differ, erasing runs of blanks instead of printing them, and scrolling a band of rows
/// that moved together. Without a previous frame, or when the size changed, it clears the
/// screen and draws everything. The frame ends with the cursor shown at the requested cell, or
/// hidden; when nothing changed at all, it writes nothing.
///
/// The encoder remembers the terminal's pen and cursor between frames, so it must see every
/// frame sent to a terminal; call ``invalidate()`` when something else wrote to it.
@_spi(Internals) public struct FrameEncoder: Sendable {
  /// The colours the terminal shows; colours beyond them are downgraded. Changing it redraws
  /// the next frame in full.
  public var colorSupport: ColorSupport {
    didSet { if colorSupport != oldValue { invalidate() } }
  }

  /// Whether a frame is wrapped in synchronized output (mode 2026), so the terminal shows it
  /// at once, without tearing; terminals without the mode ignore it.
  public var synchronizedOutput: Bool

  /// Whether rows that moved together are scrolled (with SU/SD in a scroll region) rather
  /// than printed again.
  public var scrollsMovedRows = true

  private var out = TerminalBytes(capacity: 4_096)
  /// The last frame's bytes, handed out; kept to be refilled without allocating.
  private var frame: [UInt8] = []
  /// The cursor's column, `width` when a wrap is pending, negative when unknown.
  var cursorX = -1
  /// The cursor's row, negative when unknown.
  var cursorY = -1
  var isCursorVisible: Bool?
  /// The packed, converted style the terminal draws with; nil when unknown.
  var pen: UInt64?
  var mustRedraw = true
  /// Where the last grapheme printed ends in `out`, to tell whether the next one follows it
  /// directly.
  var lastPrintEnd = -1
  var lastPrinted = Cell.blank
  private var conversionSource = UInt64.max
  private var conversionResult: UInt64 = 0
  private var blankRow: [Cell] = []
  private var rowSources: [Int] = []
  private var rowChanged: [Bool] = []
  private var scrollDetector = ScrollDetector()
  private var transitions = StyleTransitionCache()

  /// An encoder for a terminal with `colorSupport`.
  public init(colorSupport: ColorSupport = .truecolor, synchronizedOutput: Bool = true) {
    self.colorSupport = colorSupport
    self.synchronizedOutput = synchronizedOutput
  }

  /// The bytes that take the terminal from showing `previous` to showing `next` with the
  /// cursor at `cursor` (hidden when nil).
  ///
  /// `previous` must be the frame last encoded. When it is nil or of another size, and for
  /// the first frame after ``init(colorSupport:synchronizedOutput:)`` or ``invalidate()``, the
  /// screen is cleared and `next` drawn in full. The result shares the encoder's storage: let go of
  /// it before the next call, and that call allocates nothing.
  public mutating func encode(from previous: Buffer?, to next: Buffer, cursor: Point?) -> [UInt8] {
    out.removeAll()
    lastPrintEnd = -1
    if synchronizedOutput { out.append("\u{1B}[?2026h") }
    let bodyStart = out.count
    if let previous, previous.width == next.width, previous.height == next.height, !mustRedraw {
      drawChanges(from: previous, to: next)
    } else {
      redraw(next)
    }
    placeCursor(cursor, on: next)
    if out.count == bodyStart {
      out.removeAll()
    } else if synchronizedOutput {
      out.append("\u{1B}[?2026l")
    }
    frame.removeAll(keepingCapacity: true)
    out.withUnsafeBytes { frame.append(contentsOf: $0) }
    return frame
  }

  /// Forgets what the terminal shows, so the next frame is drawn in full: after a resize the
  /// frames do not tell about, or anything else writing to the terminal.
  public mutating func invalidate() {
    mustRedraw = true
    pen = nil
    cursorX = -1
    cursorY = -1
    isCursorVisible = nil
  }

  // MARK: - Frames

  private mutating func redraw(_ next: Buffer) {
    hideCursorWhileDrawing()
    if pen != 0 {
      out.append("\u{1B}[0m")
      pen = 0
    }
    out.append("\u{1B}[H\u{1B}[2J")
    cursorX = 0
    cursorY = 0
    mustRedraw = false
    let width = next.width
    guard width > 0, next.height > 0 else { return }
    let blank = preparedBlankRow(width: width)
    next.cells.withUnsafeBufferPointer { nextCells in
      blank.withUnsafeBufferPointer { blankCells in
        guard let nextBase = nextCells.baseAddress, let blankBase = blankCells.baseAddress
        else { return }
        for y in 0..<next.height {
          drawRow(y, over: blankBase, next: nextBase + y * width, width: width)
        }
      }
    }
  }

  private mutating func drawChanges(from previous: Buffer, to next: Buffer) {
    let width = next.width
    let height = next.height
    guard width > 0, height > 0 else { return }
    previous.cells.withUnsafeBufferPointer { previousCells in
      next.cells.withUnsafeBufferPointer { nextCells in
        guard let old = previousCells.baseAddress, let new = nextCells.baseAddress else { return }
        drawChanges(from: old, to: new, width: width, height: height)
      }
    }
  }

  private mutating func drawChanges(
    from previous: UnsafePointer<Cell>, to next: UnsafePointer<Cell>, width: Int, height: Int
  ) {
    if rowChanged.count != height {
      rowChanged = Array(repeating: false, count: height)
      rowSources = Array(0..<height)
    }
    var changedRows = 0
    for y in 0..<height {
      let changed = !CellRows.equal(previous + y * width, next + y * width, count: width)
      rowChanged[y] = changed
      rowSources[y] = y
      if changed { changedRows += 1 }
    }
    guard changedRows > 0 else { return }
    hideCursorWhileDrawing()
    if scrollsMovedRows && changedRows >= 3,
      let plan = scrollDetector.plan(
        previous: previous, next: next, width: width, height: height, changed: rowChanged)
    {
      scroll(plan, height: height)
    }
    let blank = preparedBlankRow(width: width)
    blank.withUnsafeBufferPointer { blankCells in
      guard let blankBase = blankCells.baseAddress else { return }
      for y in 0..<height {
        let source = rowSources[y]
        if source == y && !rowChanged[y] { continue }
        let old = source >= 0 ? previous + source * width : blankBase
        let new = next + y * width
        if source != y && CellRows.equal(old, new, count: width) { continue }
        drawRow(y, over: old, next: new, width: width)
      }
    }
  }

  /// A row of blank cells `width` long, made once per width.
  private mutating func preparedBlankRow(width: Int) -> [Cell] {
    if blankRow.count != width { blankRow = Array(repeating: .blank, count: width) }
    return blankRow
  }

  /// Scrolls the band of `plan` and notes which old row each row now shows.
  private mutating func scroll(_ plan: ScrollDetector.Plan, height: Int) {
    // Rows scrolled in take the current background; keep it the default so they are blank.
    let clearedPen = (pen ?? 0) & ~Style.backgroundMask
    if pen != clearedPen {
      StyleTransition.write(from: pen, to: clearedPen, into: &out)
      pen = clearedPen
    }
    let wholeScreen = plan.top == 0 && plan.bottom == height - 1
    if !wholeScreen {
      out.append(0x1B)
      out.append(0x5B)
      out.appendNumber(plan.top + 1)
      out.append(0x3B)
      out.appendNumber(plan.bottom + 1)
      out.append(0x72)
    }
    out.appendCSI(abs(plan.shift), plan.shift > 0 ? 0x53 : 0x54)
    if !wholeScreen {
      // Setting or resetting the region homes the cursor.
      out.append("\u{1B}[r")
      cursorX = 0
      cursorY = 0
    }
    for y in plan.top...plan.bottom {
      let source = y + plan.shift
      rowSources[y] = source >= plan.top && source <= plan.bottom ? source : -1
    }
  }

  // MARK: - Cells

  /// Draws the cells of row `y` where `next` differs from `old`, what the screen shows.
  private mutating func drawRow(
    _ y: Int, over old: UnsafePointer<Cell>, next: UnsafePointer<Cell>, width: Int
  ) {
    var x = 0
    while x < width {
      let cell = next[x]
      if cell == old[x] || cell.isContinuation {
        x += 1
        continue
      }
      x = drawChange(at: x, y: y, over: old, next: next, width: width)
    }
  }

  /// Draws the changed cell at `x` (and maybe a run after it); returns the column to go on
  /// from.
  private mutating func drawChange(
    at x: Int, y: Int, over old: UnsafePointer<Cell>, next: UnsafePointer<Cell>, width: Int
  ) -> Int {
    let cell = next[x]
    if cell.isErasable {
      var end = x + 1
      var lastChanged = x
      while end < width && next[end] == cell {
        if next[end] != old[end] { lastChanged = end }
        end += 1
      }
      let span = lastChanged + 1 - x
      if end == width && span > 3 {
        moveCursor(toX: x, y: y, row: next, width: width)
        setPen(cell.styleBits)
        out.append("\u{1B}[K")
        return width
      }
      if span > TerminalBytes.csiCount(span) * 2 {
        moveCursor(toX: x, y: y, row: next, width: width)
        setPen(cell.styleBits)
        out.appendCSI(span, 0x58)
        return lastChanged + 1
      }
    }
    if x != cursorX || y != cursorY { moveCursor(toX: x, y: y, row: next, width: width) }
    setPen(cell.styleBits)
    printCell(cell)
    return x + cell.width
  }

  /// Prints `cell` at the cursor, which must be where it goes and in its style.
  mutating func printCell(_ cell: Cell) {
    if out.count == lastPrintEnd && !(lastPrinted.isASCII && cell.isASCII)
      && Self.graphemesJoin(lastPrinted, cell)
    {
      // Printed back to back, the two would read as one grapheme; a no-op move between keeps
      // them apart.
      out.appendCSI(cursorX + 1, 0x47)
    }
    out.append(cell)
    lastPrintEnd = out.count
    lastPrinted = cell
    cursorX += cell.width
  }

  /// Whether printing `second` right after `first` would join them into other graphemes
  /// (regional indicators pairing into a flag, a spacing mark, a ZWJ sequence, Hangul jamo).
  /// The two are put together on the stack: this runs for every non-ASCII cell printed after
  /// another, and must not allocate.
  static func graphemesJoin(_ first: Cell, _ second: Cell) -> Bool {
    first.withUTF8 { firstBytes in
      second.withUTF8 { secondBytes in
        withUnsafeTemporaryAllocation(
          of: UInt8.self, capacity: firstBytes.count + secondBytes.count
        ) { joined in
          let raw = UnsafeMutableRawBufferPointer(joined)
          raw.copyMemory(from: firstBytes)
          UnsafeMutableRawBufferPointer(rebasing: raw[firstBytes.count...])
            .copyMemory(from: secondBytes)
          let text = String(decoding: UnsafeBufferPointer(joined), as: UTF8.self)
          var characters = text.makeIterator()
          guard let leading = characters.next(), characters.next() != nil,
            characters.next() == nil
          else { return true }
          return leading.utf8.count != firstBytes.count
        }
      }
    }
  }

  /// Makes the terminal's pen draw the style `styleBits`, converted to the colour support.
  mutating func setPen(_ styleBits: UInt64) {
    let target = converted(styleBits)
    guard pen != target else { return }
    if let pen {
      transitions.write(from: pen, to: target, into: &out)
    } else {
      StyleTransition.write(from: nil, to: target, into: &out)
    }
    pen = target
  }

  private mutating func converted(_ styleBits: UInt64) -> UInt64 {
    if colorSupport == .truecolor { return styleBits }
    if styleBits != conversionSource {
      conversionSource = styleBits
      conversionResult = Style(packed: styleBits).converted(to: colorSupport).packed
    }
    return conversionResult
  }

  // MARK: - Cursor

  private mutating func hideCursorWhileDrawing() {
    guard !synchronizedOutput, isCursorVisible != false else { return }
    out.append("\u{1B}[?25l")
    isCursorVisible = false
  }

  private mutating func placeCursor(_ cursor: Point?, on next: Buffer) {
    let width = next.width
    let height = next.height
    guard let cursor, width > 0, height > 0 else {
      if isCursorVisible != false {
        out.append("\u{1B}[?25l")
        isCursorVisible = false
      }
      return
    }
    let x = min(max(cursor.x, 0), width - 1)
    let y = min(max(cursor.y, 0), height - 1)
    if x != cursorX || y != cursorY {
      next.cells.withUnsafeBufferPointer { cells in
        guard let base = cells.baseAddress else { return }
        moveCursor(toX: x, y: y, row: base + y * width, width: width)
      }
    }
    if isCursorVisible != true {
      out.append("\u{1B}[?25h")
      isCursorVisible = true
    }
  }

  /// Moves the cursor to (`x`, `y`); `row` is that row of the frame being drawn, whose cells
  /// left of `x` are already on screen.
  private mutating func moveCursor(toX x: Int, y: Int, row: UnsafePointer<Cell>, width: Int) {
    if x == cursorX && y == cursorY { return }
    let move = CursorMove.cheapest(
      fromX: cursorX, fromY: cursorY, toX: x, toY: y, width: width
    ) { from, limit in
      reprintCost(row: row, from: from, to: x, limit: limit)
    }
    if move.absolute {
      out.appendCursorPosition(column: x, row: y)
      cursorX = x
      cursorY = y
      return
    }
    switch move.vertical {
    case .none: break
    case .down(let count): out.appendCSI(count, 0x42)
    case .up(let count): out.appendCSI(count, 0x41)
    case .row(let row): out.appendCSI(row + 1, 0x64)
    case .newlines(let count):
      for _ in 0..<count {
        out.append(0x0D)
        out.append(0x0A)
      }
      cursorX = 0
    }
    cursorY = y
    switch move.horizontal {
    case .none: break
    case .forward(let count): out.appendCSI(count, 0x43)
    case .backward(let count): out.appendCSI(count, 0x44)
    case .column(let column): out.appendCSI(column + 1, 0x47)
    case .carriageReturn: out.append(0x0D)
    case .returnAndForward(let count):
      out.append(0x0D)
      out.appendCSI(count, 0x43)
    case .reprint(let from):
      reprint(row: row, from: from, to: x)
    case .returnAndReprint:
      out.append(0x0D)
      reprint(row: row, from: 0, to: x)
    }
    cursorX = x
  }

  /// The bytes printing again cells `from..<to` of `row` takes, or nil when it cannot be done
  /// in the current pen (or within `limit`): only plain ASCII cells already in the pen's style
  /// are printed again.
  private func reprintCost(row: UnsafePointer<Cell>, from: Int, to: Int, limit: Int) -> Int? {
    let count = to - from
    guard count > 0, count < limit, let pen else { return nil }
    for x in from..<to {
      let cell = row[x]
      guard cell.isASCII else { return nil }
      let style =
        colorSupport == .truecolor
        ? cell.styleBits : Style(packed: cell.styleBits).converted(to: colorSupport).packed
      guard style == pen else { return nil }
    }
    return count
  }

  private mutating func reprint(row: UnsafePointer<Cell>, from: Int, to: Int) {
    cursorX = from
    for x in from..<to { printCell(row[x]) }
  }
}
