import BenchmarkHarness
@_spi(Internals) import SymbiosisTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Times FrameEncoder's frame diff beside a naive full redraw, and counts the bytes written
// for a one-cell change and for a scrolled table.
//
// `searchy-frames COUNT` instead draws COUNT frames of Searchy's results screen, one label's
// text changed before each, untimed: run it under valgrind at two counts and divide the
// difference by the extra frames (see Benchmarks/README.md).
let arguments = CommandLine.arguments
if arguments.count == 3, arguments[1] == "searchy-frames" {
  guard let count = Int(arguments[2]), count >= 0 else {
    print("usage: TerminalBenchmarks searchy-frames COUNT")
    exit(2)
  }
  let frames = SearchyFrames()
  var bytes = 0
  for frame in 0..<count { bytes &+= frames.changeAndDraw(frame) }
  consume(bytes)
  exit(0)
}
// `paste` times only a pasted text's way to its frame (see Benchmarks/README.md).
if arguments.count == 2, arguments[1] == "paste" {
  PasteFrames.run()
  exit(0)
}
print("Terminal rendering benchmarks: 200 x 60 screen (\(Screens.cells) cells)")
#if DEBUG
  print("WARNING: debug build; numbers are meaningless. Use `swift run -c release`.")
#endif
print("Median of \(Harness.samples) batches of >= 10 ms.")
print("")

/// Sinks a value so the optimizer cannot drop the work producing it.
@inline(never) func consume(_ value: Int) {
  if value == -1 { print(value) }
}

/// Nanoseconds per cell for encoding `previous` → `next` again and again.
func encoderCost(_ previous: Buffer, _ next: Buffer) -> (nanoseconds: Double, bytes: Int) {
  var encoder = FrameEncoder()
  _ = encoder.encode(from: nil, to: previous, cursor: nil)
  let bytes = encoder.encode(from: previous, to: next, cursor: nil).count
  let nanoseconds = Harness.nanosecondsPerOperation { count in
    for _ in 0..<count { consume(encoder.encode(from: previous, to: next, cursor: nil).count) }
  }
  return (nanoseconds / Double(Screens.cells), bytes)
}

/// Nanoseconds per cell for a naive full redraw of `next`.
func naiveCost(_ next: Buffer) -> (nanoseconds: Double, bytes: Int) {
  var naive = NaiveEncoder()
  let bytes = naive.encode(next).count
  let nanoseconds = Harness.nanosecondsPerOperation { count in
    for _ in 0..<count { consume(naive.encode(next).count) }
  }
  return (nanoseconds / Double(Screens.cells), bytes)
}

let table = Screens.table(from: 0)
var oneCell = table
oneCell.put("X", x: 120, y: 30, style: Style.plain.bold().foreground(.red))
let cases: [(String, Buffer, Buffer)] = [
  ("no change", table, Screens.copy(of: table)),
  ("one cell changed", table, oneCell),
  ("every cell changed", Screens.everyCell(variant: 0), Screens.everyCell(variant: 1)),
  ("table scrolled one row", table, Screens.table(from: 1)),
]
// An argument limits the timed frames to those whose name contains it (for profiling).
let only = CommandLine.arguments.dropFirst().first
var rows: [[String]] = []
var noChangeCost = Double.infinity
for (name, previous, next) in cases where only.map(name.contains) ?? true {
  let encoder = encoderCost(previous, next)
  let naive = naiveCost(next)
  if name == "no change" { noChangeCost = encoder.nanoseconds }
  rows.append([
    name, Harness.format(encoder.nanoseconds, decimals: 2),
    Harness.format(naive.nanoseconds, decimals: 2),
    "\(encoder.bytes)", "\(naive.bytes)",
  ])
}
TextTable.print(
  header: ["frame", "FrameEncoder ns/cell", "naive ns/cell", "FrameEncoder bytes", "naive bytes"],
  rows: rows)
print("")
if only != nil { exit(0) }

// Bytes, as a real session writes them: the previous frame drawn, the cursor hidden.
var session = FrameEncoder()
_ = session.encode(from: nil, to: table, cursor: nil)
let oneCellBytes = session.encode(from: table, to: oneCell, cursor: nil).count

var scrolling = FrameEncoder()
var noScrolling = FrameEncoder()
noScrolling.scrollsMovedRows = false
var scrolledBytes: [Int] = []
var plainBytes: [Int] = []
/// Per frame, the bytes written beyond the text of the one row that scrolled in.
var scrollOverheads: [Int] = []
var top = 0
var previous = Screens.table(from: 0)
_ = scrolling.encode(from: nil, to: previous, cursor: nil)
_ = noScrolling.encode(from: nil, to: previous, cursor: nil)
while top < 1_000 - Screens.height {
  top += 1
  let next = Screens.table(from: top)
  scrolledBytes.append(scrolling.encode(from: previous, to: next, cursor: nil).count)
  let newRow = Screens.tableRows[top + Screens.height - 1].utf8.count + "active".utf8.count
  scrollOverheads.append(scrolledBytes[scrolledBytes.count - 1] - newRow)
  plainBytes.append(noScrolling.encode(from: previous, to: next, cursor: nil).count)
  previous = next
}
var naive = NaiveEncoder()
let naiveTableBytes = naive.encode(previous).count
let worstScroll = scrolledBytes.max() ?? 0
let worstOverhead = scrollOverheads.max() ?? 0
let averageScroll = Double(scrolledBytes.reduce(0, +)) / Double(max(1, scrolledBytes.count))
let averagePlain = Double(plainBytes.reduce(0, +)) / Double(max(1, plainBytes.count))

print("Table of 1,000 rows scrolled one row at a time (\(scrolledBytes.count) frames):")
TextTable.print(
  header: ["encoder", "average bytes/frame", "worst bytes/frame"],
  rows: [
    ["FrameEncoder", Harness.format(averageScroll), "\(worstScroll)"],
    ["FrameEncoder, no scroll regions", Harness.format(averagePlain), "\(plainBytes.max() ?? 0)"],
    ["naive full redraw", "\(naiveTableBytes)", "\(naiveTableBytes)"],
  ])
print("")

func verdict(_ met: Bool) -> String { met ? "met" : "NOT MET" }
print("Budgets:")
TextTable.print(
  header: ["budget", "limit", "measured", "result"],
  rows: [
    [
      "frame diff, no change (ratatui ~9)", "<= 5 ns/cell",
      Harness.format(noChangeCost, decimals: 2),
      verdict(noChangeCost <= 5),
    ],
    ["one-cell change", "<= 40 bytes", "\(oneCellBytes)", verdict(oneCellBytes <= 40)],
    [
      "scroll one row: bytes beyond the new row's text", "<= 60 bytes", "\(worstOverhead)",
      verdict(worstOverhead <= 60),
    ],
  ])
