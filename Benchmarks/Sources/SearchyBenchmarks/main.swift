import BenchmarkHarness
import Foundation
import Searchy
import SymbiosisTerminal

// `count-keystrokes N [TRACKS]`: N keystrokes at 100,000 tracks (or TRACKS), untimed, for a
// callgrind profile whose phase functions' inclusive costs are the instructions of each phase
// (see Benchmarks/README.md).
let arguments = CommandLine.arguments
if arguments.count >= 3, arguments[1] == "count-keystrokes" {
  guard let count = Int(arguments[2]), count >= 0,
    let tracks = arguments.count == 4 ? Int(arguments[3]) : 100_000, tracks > 0
  else {
    print("usage: SearchyBenchmarks count-keystrokes COUNT [TRACKS]")
    exit(2)
  }
  let phases = KeystrokePhases(
    service: CatalogSearchService(songs: CatalogGenerator.songs(count: tracks)))
  for _ in 0..<count { phases.keystroke() }
  phases.check()
  print(phases.found, phases.bytes)
  exit(0)
}

// `--write-catalog PATH` writes the shipped catalog (Examples/Searchy/Searchy/Resources/catalog.json).
if let flag = arguments.firstIndex(of: "--write-catalog"), arguments.indices.contains(flag + 1) {
  try CatalogGenerator.json(count: 2_400).write(to: URL(fileURLWithPath: arguments[flag + 1]))
  exit(0)
}

// Search cost over the embedded catalog's size and a generated 100,000-track catalog: generation
// and indexing once, then terms as a user types them, with the app's result limit (200) and
// without one.
let terms = ["moon", "golden riv", "m"]
var rows: [[String]] = []
for size in [2_400, 100_000] {
  var songs: [Song] = []
  // The embedded catalog is the shipped file, decoded; the large one is generated first.
  let generate = Harness.nanosecondsOnce {
    songs = size == 2_400 ? CatalogSearchService.catalog : CatalogGenerator.songs(count: size)
  }
  var limited = CatalogSearchService(songs: [])
  let index = Harness.nanosecondsOnce { limited = CatalogSearchService(songs: songs) }
  let unlimited = CatalogSearchService(songs: songs, limit: .max)
  rows.append([
    size == 2_400 ? "load 2400" : "generate \(size)", Harness.format(generate / 1e6, decimals: 1),
    "\(songs.count)",
  ])
  rows.append(["index \(size)", Harness.format(index / 1e6, decimals: 1), ""])
  for (service, limit) in [(limited, "200"), (unlimited, "none")] {
    for term in terms {
      var found = 0
      let search = Harness.nanosecondsPerOperation { count in
        for _ in 0..<count { found = service.results(for: term).count }
      }
      rows.append([
        "search \"\(term)\" in \(size), limit \(limit)", Harness.format(search / 1e6, decimals: 3),
        "\(found)",
      ])
    }
  }
}
TextTable.print(header: ["Operation", "ms", "songs"], rows: rows)

// Keystroke to frame, without the debounce, phase by phase (see KeystrokePhases): for each
// phase, the median over 21 batches of 60 keystrokes of its mean time a keystroke.
print("")
var phaseRows = KeystrokePhases.names.map { [$0] } + [["total: keystroke to frame"]]
for size in [2_400, 100_000] {
  let phases = KeystrokePhases(
    service: CatalogSearchService(songs: CatalogGenerator.songs(count: size)))
  for _ in 0..<12 { phases.keystroke() }
  var batches: [[Double]] = []
  for _ in 0..<21 {
    var times = [Duration](repeating: .zero, count: KeystrokePhases.names.count)
    for _ in 0..<60 { phases.keystroke(times: &times) }
    let perKeystroke = times.map { Harness.nanoseconds($0) / 60 }
    batches.append(perKeystroke + [perKeystroke.reduce(0, +)])
  }
  phases.check()
  for row in phaseRows.indices {
    let median = batches.map { $0[row] }.sorted()[batches.count / 2]
    phaseRows[row].append(Harness.format(median / 1e6, decimals: 3))
  }
}
TextTable.print(header: ["Keystroke to frame, phase", "2,400 ms", "100,000 ms"], rows: phaseRows)
let total = phaseRows[phaseRows.count - 1][2]
print("budget at 100,000 tracks: \(total) ms <= 0.5 ms")
