import BenchmarkHarness
import Foundation
import Searchy
import SymbiosisTerminal

// `--write-catalog PATH` writes the shipped catalog (Examples/Searchy/Searchy/Resources/catalog.json).
if let flag = CommandLine.arguments.firstIndex(of: "--write-catalog"),
  CommandLine.arguments.indices.contains(flag + 1)
{
  try CatalogGenerator.json(count: 2_400).write(
    to: URL(fileURLWithPath: CommandLine.arguments[flag + 1]))
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

// Keystroke to frame, without the debounce: the search for the new term, the results shown in
// the screen's table, and the frame drawn and encoded on a 100 × 40 test terminal.
print("")
var frames: [[String]] = []
for size in [2_400, 100_000] {
  let service = CatalogSearchService(songs: CatalogGenerator.songs(count: size))
  let view = SearchyView(artwork: Artwork.loader { _ in [] })
  let terminal = TestTerminal(view.root, columns: 100, rows: 40)
  let typed = ["m", "mo", "moo", "moon", "moo", "mo"]
  // What the field holds, across batches: each keystroke types or erases one letter to make it
  // the next term, as a user would.
  var field = ""
  var keystrokes = 0
  let frame = Harness.nanosecondsPerOperation { count in
    for _ in 0..<count {
      let term = typed[keystrokes % typed.count]
      keystrokes += 1
      if term.count < field.count {
        terminal.press(.backspace)
      } else {
        terminal.type(String(term.last ?? " "))
      }
      field = term
      precondition(
        view.field.text.value == term, "the field holds \(view.field.text.value), not \(term)")
      view.state = .loaded(service.results(for: term))
      terminal.render()
    }
  }
  let verdict = frame <= 5e6 ? "ok" : "OVER"
  frames.append([
    "keystroke to frame, \(size) tracks", Harness.format(frame / 1e6, decimals: 3),
    "<= 5 ms \(verdict)",
  ])
}
TextTable.print(header: ["Operation", "ms", "budget"], rows: frames)
