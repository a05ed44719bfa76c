/// Finds rows that moved up or down together between two frames (a list scrolled), so the
/// encoder can scroll that band of the terminal (DECSTBM with SU or SD) instead of printing
/// every moved row again.
///
/// Rows are matched by a signature first and then compared exactly. The band is used only when
/// the redraw it saves, estimated in bytes, is more than the scroll and the rows it uncovers
/// cost.
struct ScrollDetector: Sendable {
  /// A band of rows, `top` through `bottom`, whose content moves by `shift` rows: up when
  /// positive, so new row `y` shows old row `y + shift`; the rows uncovered are blank.
  struct Plan: Equatable {
    var top: Int
    var bottom: Int
    var shift: Int
  }

  private var previousSignatures: [UInt64] = []
  private var nextSignatures: [UInt64] = []

  /// The scroll worth doing from `previous` to `next` (both `width` × `height`, `width` > 0),
  /// if any; `changed[y]` tells whether row `y` differs.
  mutating func plan(
    previous: UnsafePointer<Cell>, next: UnsafePointer<Cell>, width: Int, height: Int,
    changed: [Bool]
  ) -> Plan? {
    sign(previous, width: width, height: height, into: &previousSignatures)
    sign(next, width: width, height: height, into: &nextSignatures)
    guard let shift = likelyShift(height: height, changed: changed),
      let run = longestRun(
        shift: shift, previous: previous, next: next, width: width, height: height,
        changed: changed)
    else { return nil }
    let plan =
      shift > 0
      ? Plan(top: run.lowerBound, bottom: run.upperBound + shift, shift: shift)
      : Plan(top: run.lowerBound + shift, bottom: run.upperBound, shift: shift)
    var saved = 0
    for y in run where changed[y] {
      saved += Self.redrawCost(next + y * width, over: previous + y * width, width: width)
    }
    let uncovered = shift > 0 ? (run.upperBound + 1)...plan.bottom : plan.top...(run.lowerBound - 1)
    var cost = Self.sequenceCost(plan, height: height)
    for y in uncovered {
      cost += Self.redrawCost(next + y * width, over: nil, width: width)
      if changed[y] {
        cost -= Self.redrawCost(next + y * width, over: previous + y * width, width: width)
      }
    }
    return saved > cost ? plan : nil
  }

  /// A cheap hash of each row: equal rows get equal signatures.
  private func sign(
    _ cells: UnsafePointer<Cell>, width: Int, height: Int, into signatures: inout [UInt64]
  ) {
    signatures.removeAll(keepingCapacity: true)
    for y in 0..<height {
      var content: UInt64 = 0
      var bits: UInt64 = 0
      let row = cells + y * width
      for x in 0..<width {
        content = (content << 5 | content >> 59) ^ row[x].content
        bits = (bits << 5 | bits >> 59) ^ row[x].bits
      }
      signatures.append(content ^ (bits &* 0x9E37_79B9_7F4A_7C15))
    }
  }

  /// The shift under which the most changed rows find their content in the previous frame.
  private func likelyShift(height: Int, changed: [Bool]) -> Int? {
    var best: Int?
    var bestVotes = 1
    for shift in (1 - height)..<height where shift != 0 {
      var votes = 0
      for y in max(0, -shift)..<min(height, height - shift)
      where changed[y] && nextSignatures[y] == previousSignatures[y + shift] {
        votes += 1
      }
      if votes > bestVotes {
        best = shift
        bestVotes = votes
      }
    }
    return best
  }

  /// The run of consecutive rows equal to the previous rows `shift` away that holds the most
  /// changed rows (at least two).
  private func longestRun(
    shift: Int, previous: UnsafePointer<Cell>, next: UnsafePointer<Cell>, width: Int,
    height: Int, changed: [Bool]
  ) -> ClosedRange<Int>? {
    var best: ClosedRange<Int>?
    var bestChanged = 1
    var start = -1
    var changedInRun = 0
    let rows = max(0, -shift)..<min(height, height - shift)
    for y in rows {
      let matches =
        nextSignatures[y] == previousSignatures[y + shift]
        && CellRows.equal(next + y * width, previous + (y + shift) * width, count: width)
      if matches {
        if start < 0 {
          start = y
          changedInRun = 0
        }
        if changed[y] { changedInRun += 1 }
      }
      if start >= 0 && (!matches || y == rows.upperBound - 1) {
        if changedInRun > bestChanged {
          best = start...(matches ? y : y - 1)
          bestChanged = changedInRun
        }
        start = -1
      }
    }
    return best
  }

  /// Roughly the bytes drawing `row` costs over `old` (a blank row when nil): a byte per cell
  /// that differs, a few for an erase, a few to move there.
  private static func redrawCost(
    _ row: UnsafePointer<Cell>, over old: UnsafePointer<Cell>?, width: Int
  ) -> Int {
    var printed = 0
    var erased = false
    for x in 0..<width {
      let cell = row[x]
      if cell == (old?[x] ?? .blank) || cell.isContinuation { continue }
      if cell.isErasable {
        erased = true
      } else {
        printed += 1
      }
    }
    if printed == 0 && !erased { return 0 }
    return printed + (erased ? 4 : 0) + 4
  }

  /// The bytes of the scroll itself, with moving the cursor back afterwards.
  private static func sequenceCost(_ plan: Plan, height: Int) -> Int {
    let scroll = TerminalBytes.csiCount(abs(plan.shift))
    if plan.top == 0 && plan.bottom == height - 1 { return scroll }
    let region =
      5 + TerminalBytes.digitCount(plan.top + 1) + TerminalBytes.digitCount(plan.bottom + 1)
    return region + scroll + 3 + 6
  }
}
