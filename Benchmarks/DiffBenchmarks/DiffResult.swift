import BenchmarkHarness
import Symbiosis

/// One workload's figures: time and number of changes, for Symbiosis and the standard library.
struct DiffResult {
  let name: String
  let symbiosisNanoseconds: Double
  let symbiosisChanges: Int
  let standardNanoseconds: Double
  let standardChanges: Int

  /// Measures `workload`; with `includeStandard` false the (slow) standard library column is
  /// skipped, for profiling.
  static func measure(_ workload: Workload, includeStandard: Bool = true) -> DiffResult {
    var changes = 0
    let symbiosis = Harness.nanosecondsPerOperation { count in
      for _ in 0..<count {
        changes = try! Changeset(from: workload.old, to: workload.new).changeCount
      }
    }
    let (oldItems, newItems) = (workload.oldItems, workload.newItems)
    var standardChanges = 0
    let standard =
      includeStandard
      ? Harness.nanosecondsOnce {
        standardChanges = newItems.difference(from: oldItems).inferringMoves().count
      } : .nan
    return DiffResult(
      name: workload.name, symbiosisNanoseconds: symbiosis, symbiosisChanges: changes,
      standardNanoseconds: standard, standardChanges: standardChanges)
  }

  static func printTable(_ results: [DiffResult]) {
    let header = ["Workload", "Symbiosis", "changes", "stdlib", "changes", "stdlib/Sym"]
    var lines: [[String]] = []
    for result in results {
      lines.append([
        result.name, milliseconds(result.symbiosisNanoseconds), "\(result.symbiosisChanges)",
        milliseconds(result.standardNanoseconds), "\(result.standardChanges)",
        Harness.format(result.standardNanoseconds / result.symbiosisNanoseconds, decimals: 0)
          + "x",
      ])
    }
    TextTable.print(header: header, rows: lines)
  }

  static func printBudgets(_ results: [DiffResult]) {
    let time = { (prefix: String) in
      results.first { $0.name.hasPrefix(prefix) }?.symbiosisNanoseconds ?? .nan
    }
    let large = time("100,000 items")
    let ratio = large / time("10,000 items: 1,000")
    let identical = time("10,000 items identical")
    print("")
    print("Budgets:")
    print("  100,000 items   \(milliseconds(large)) <= 15 ms     \(large <= 15e6 ? "ok" : "OVER")")
    print(
      "  10,000 identical \(milliseconds(identical)) <= 0.1 ms  \(identical <= 1e5 ? "ok" : "OVER")"
    )
    print("  100k / 10k       \(Harness.format(ratio))x <= 12      \(ratio <= 12 ? "ok" : "OVER")")
  }

  private static func milliseconds(_ nanoseconds: Double) -> String {
    Harness.format(nanoseconds / 1e6, decimals: 3) + " ms"
  }
}
