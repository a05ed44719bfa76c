import BenchmarkHarness
import Foundation
import SymbiosisScenes

// Scene files: loading and wiring a generated scene of 200 views, phase by phase, beside Yams'
// compose of the same text and the same views written in Swift; then a saved file to the new
// frame, the work alone and end to end on the real clock (see Benchmarks/README.md).
//
//   SceneBenchmarks                 # the tables
//   SceneBenchmarks --no-live       # without the 30 saves on the real clock
//   SceneBenchmarks count CASE N    # CASE done N times, untimed, for valgrind

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "count" {
  let names = SceneWork.allCases.map(\.rawValue).joined(separator: "|")
  guard arguments.count == 3, let work = SceneWork(rawValue: arguments[1]),
    let count = Int(arguments[2]), count >= 0
  else {
    print("usage: SceneBenchmarks count \(names) COUNT")
    exit(2)
  }
  var sink = 0
  for _ in 0..<count { sink &+= work.run() }
  print(sink)
  exit(0)
}

print("Scene file benchmarks")
#if DEBUG
  print("WARNING: debug build; numbers are meaningless. Use `swift run -c release`.")
#endif
do throws(SceneErrors) {
  _ = try SceneLibrary(
    files: [(DashboardFile.name, SceneWork.text)], types: .dashboard,
    platform: SceneWork.platform)
} catch {
  print("The generated scene does not load:")
  for diagnostic in error.diagnostics { print(diagnostic) }
  exit(1)
}
let lines = SceneWork.text.split(separator: "\n", omittingEmptySubsequences: false)
// Every entry of a `views:` list is a line starting "- " (nothing else in the file is a list
// of mappings), and the table under the state view's `content:` makes one more.
let written = lines.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("- ") }.count + 1
precondition(written == DashboardFile.viewCount, "the file has \(written) views")
print(
  "\(DashboardFile.name): \(DashboardFile.viewCount) views, \(lines.count) lines, "
    + "\(SceneWork.text.utf8.count) bytes; frames on a \(SceneWork.screenSize.width) x "
    + "\(SceneWork.screenSize.height) screen")
print("Times: median of \(Harness.samples) batches of >= 10 ms, after warm-up.")
print("")

/// Sinks a value so the optimizer cannot drop the work producing it.
@inline(never) func consume(_ value: Int) {
  if value == -1 { print(value) }
}

/// Milliseconds `work` takes, once.
@MainActor func milliseconds(_ work: SceneWork) -> Double {
  Harness.nanosecondsPerOperation { count in
    for _ in 0..<count { consume(work.run()) }
  } / 1e6
}

var time: [SceneWork: Double] = [:]
for work in SceneWork.allCases { time[work] = milliseconds(work) }
func ms(_ value: Double?) -> String { value.map { Harness.format($0, decimals: 3) + " ms" } ?? "-" }
func ratio(_ file: Double, _ code: Double) -> String { Harness.format(file / code) + "x" }

let read = time[.read] ?? .nan
let check = (time[.load] ?? .nan) - read
let build = (time[.build] ?? .nan) - (time[.load] ?? .nan)
let frame = (time[.frame] ?? .nan) - (time[.build] ?? .nan)
let total = time[.frame] ?? .nan
let codeBuild = time[.code] ?? .nan
let codeFrame = (time[.codeFrame] ?? .nan) - codeBuild
let codeTotal = time[.codeFrame] ?? .nan
print("Loading and wiring a scene of \(DashboardFile.viewCount) views")
TextTable.print(
  header: ["Phase", "scene file", "Swift code", "Yams compose", "file/code"],
  rows: [
    ["read: YAML to definition", ms(read), "-", ms(time[.compose]), "-"],
    ["check (library - read)", ms(check), "-", "-", "-"],
    ["build the content (terminal)", ms(build), ms(codeBuild), "-", ratio(build, codeBuild)],
    ["first layout + draw + encode", ms(frame), ms(codeFrame), "-", ratio(frame, codeFrame)],
    ["total", ms(total), ms(codeTotal), "-", ratio(total, codeTotal)],
  ])
print("")
print("The library reads the file itself: check is its time less a read's. Every phase is the")
print("difference of two cumulative times (SceneBenchmarks count shows the cases).")
print("")

let reload = time[.reload] ?? .nan
let budget = 100.0
var liveTimes: [Double] = []
var saves: [[String]] = [
  [
    "(a) reload + content remade in the stack + frame", ms(reload), "-", "<= 100 ms",
    reload <= budget ? "ok" : "OVER",
  ]
]
if !arguments.contains("--no-live") {
  let times = try await LiveSaves.milliseconds(saves: 30).sorted()
  liveTimes = times
  let median = times[times.count / 2]
  let worst = times.last ?? .nan
  saves.append([
    "(b) write the file -> frame, real clock, \(times.count) saves", ms(median), ms(worst),
    "<= 100 ms", worst <= budget ? "ok" : "OVER",
  ])
}
print("File save to new frame")
TextTable.print(header: ["Case", "median", "worst", "budget", "verdict"], rows: saves)
print("")
print("(b) waits for the watcher's next look, every 50 ms: 0 to 50 ms, 25 on average, is the")
print("floor of (b) and most of it. Saves come at random points of that cycle; the frame is")
print("looked at every 0.25 ms, the resolution of (b). The verdict is the worst save's.")
if !liveTimes.isEmpty {
  print(
    "(b), each save in ms, sorted: " + liveTimes.map { Harness.format($0) }.joined(separator: " "))
}
