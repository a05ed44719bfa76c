import BenchmarkHarness
import Foundation
import Symbiosis

// A keystroke's search through a data source (`DataSource.search(_:in:)`, what a scene file's
// `search:` source runs) over 100,000 and 500,000 people: the time from the term's change on
// the main actor to the result shown, for each term as a user types it and clears it. The peer
// is the search before it, one `localizedCaseInsensitiveContains` per person on the main actor,
// timed on the same people in the same run.

/// Someone in the generated directory.
struct Entry: Identifiable, Equatable, Sendable {
  let id: Int
  let fullName: String
}

/// `count` people with names made from common first and last names and a number.
func directory(count: Int) -> [Entry] {
  let first = [
    "Ada", "Alan", "Anita", "Barbara", "Claude", "Donald", "Edsger", "Frances",
    "Grace", "Hedy", "John", "Katherine", "Linus", "Margaret", "Niklaus", "Radia",
  ]
  let last = [
    "Lovelace", "Turing", "Borg", "Liskov", "Shannon", "Knuth", "Dijkstra", "Allen",
    "Hopper", "Lamarr", "McCarthy", "Johnson", "Torvalds", "Hamilton", "Wirth", "Perlman",
  ]
  return (0..<count).map { index in
    Entry(
      id: index,
      fullName: "\(first[index % first.count]) \(last[(index / first.count) % last.count]) \(index)"
    )
  }
}

/// The terms typed one key at a time, then the search cleared.
let keystrokes = ["m", "ma", "mar", "marg", "margaret h", ""]

/// The median time, in nanoseconds, from setting each term to `found` showing its result.
@MainActor
func keystrokeNanoseconds(over people: [Entry]) async -> (median: Double, worst: Double) {
  let source = SettableDataSource(people)
  let term = MutableProperty("")
  let found = source.search(term, in: \.fullName)
  await settled(found) {}
  var times: [Double] = []
  for _ in 0..<5 {
    for key in keystrokes {
      let clock = ContinuousClock()
      let start = clock.now
      await settled(found) { term.value = key }
      times.append(Harness.nanoseconds(clock.now - start))
    }
  }
  times.sort()
  return (times[times.count / 2], times[times.count - 1])
}

/// Runs `change`, then waits until `found` shows a result made after it: a new array.
@MainActor
func settled(_ found: DerivedDataSource<[Entry]>, after change: () -> Void) async {
  let before = found.value.value
  change()
  while !isNewResult(found, before) { await Task.yield() }
}

/// Whether `found` holds an array other than `before` (each search makes a new one).
@MainActor
func isNewResult(_ found: DerivedDataSource<[Entry]>, _ before: [Entry]?) -> Bool {
  guard let now = found.value.value else { return false }
  guard let before else { return true }
  return !now.withUnsafeBufferPointer { now in
    before.withUnsafeBufferPointer { $0.baseAddress == now.baseAddress && $0.count == now.count }
  }
}

/// The old search's time for one keystroke: every name matched on the calling actor.
func peerNanoseconds(over people: [Entry]) -> Double {
  var times: [Double] = []
  for key in keystrokes where !key.isEmpty {
    times.append(
      Harness.nanosecondsOnce {
        let found = people.filter { $0.fullName.localizedCaseInsensitiveContains(key) }
        precondition(found.count <= people.count)
      })
  }
  times.sort()
  return times[times.count / 2]
}

var rows: [[String]] = []
var budgetFigure = Double.nan
for count in [100_000, 500_000] {
  let people = directory(count: count)
  let (median, worst) = await keystrokeNanoseconds(over: people)
  let peer = peerNanoseconds(over: people)
  if count == 100_000 { budgetFigure = median }
  rows.append([
    "\(count) people", Harness.format(median / 1e6, decimals: 2) + " ms",
    Harness.format(worst / 1e6, decimals: 2) + " ms",
    Harness.format(peer / 1e6, decimals: 1) + " ms",
    Harness.format(peer / median, decimals: 0) + "x",
    count == 100_000 ? "<= 10 ms" : "-",
    count == 100_000 ? (median <= 10e6 ? "ok" : "OVER") : "-",
  ])
}
TextTable.print(
  header: ["Keystroke's search", "median", "worst", "old search", "old/new", "Budget", "Verdict"],
  rows: rows)
