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
print("Loading: median of 41 rounds, each phase timed in every round, after 3 rounds of warm-up.")
print("")

/// Sinks a value so the optimizer cannot drop the work producing it.
@inline(never) func consume(_ value: Int) {
  if value == -1 { print(value) }
}

func ms(_ value: Double) -> String { Harness.format(value, decimals: 3) + " ms" }
func ratio(_ file: Double, _ code: Double) -> String { Harness.format(file / code) + "x" }

let phases = LoadPhases()
let median = LoadPhases.median
print("Loading and wiring a scene of \(DashboardFile.viewCount) views")
TextTable.print(
  header: ["Phase", "scene file", "Swift code", "Yams compose", "file/code"],
  rows: [
    ["read: YAML to definition", ms(median(phases.read)), "-", ms(median(phases.compose)), "-"],
    ["check (library less read)", ms(median(phases.check)), "-", "-", "-"],
    [
      "build the content (terminal)", ms(median(phases.build)), ms(median(phases.codeBuild)), "-",
      ratio(median(phases.build), median(phases.codeBuild)),
    ],
    [
      "first layout + draw + encode", ms(median(phases.frame)), ms(median(phases.codeFrame)), "-",
      ratio(median(phases.frame), median(phases.codeFrame)),
    ],
    [
      "total (library + build + frame)", ms(median(phases.total)), ms(median(phases.codeTotal)),
      "-", ratio(median(phases.total), median(phases.codeTotal)),
    ],
  ])
print("")
print("A library reads the file itself: check is its time less the same round's read.")
print("")

let reload =
  Harness.nanosecondsPerOperation { count in
    for _ in 0..<count { consume(SceneWork.reload.run()) }
  } / 1e6
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
  let middle = times[times.count / 2]
  let worst = times.last ?? .nan
  saves.append([
    "(b) write the file -> frame, real clock, \(times.count) saves", ms(middle), ms(worst),
    "<= 100 ms", worst <= budget ? "ok" : "OVER",
  ])
}
print("File save to new frame")
TextTable.print(header: ["Case", "median", "worst", "budget", "verdict"], rows: saves)
print("")
print("(a): median of \(Harness.samples) batches of >= 10 ms. (b) waits for the watcher's next")
print("look, every 50 ms: 0 to 50 ms, 25 on average, is the floor of (b) and most of it. Saves")
print("come at random points of that cycle; the frame is looked at every 0.25 ms, the resolution")
print("of (b). The verdict is the worst save's.")
if !liveTimes.isEmpty {
  print(
    "(b), each save in ms, sorted: " + liveTimes.map { Harness.format($0) }.joined(separator: " "))
}
