import BenchmarkHarness
import Symbiosis

/// One workload's figures: time and number of changes, for Symbiosis and the standard library.
struct DiffResult {
  let name: String
  let symbiosisNanoseconds: Double
  let symbiosisChanges: Int
  let standardNanoseconds: Double
  /// Nil when the standard library was not run.
  let standardChanges: Int?

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
    var standardChanges: Int?
    let standard =
      includeStandard
      ? Harness.nanosecondsOnce {
        standardChanges = newItems.difference(from: oldItems).inferringMoves().count
      } : .nan
    return DiffResult(
      name: workload.name, symbiosisNanoseconds: symbiosis, symbiosisChanges: changes,
      standardNanoseconds: standard, standardChanges: standardChanges)
  }

  /// Prints the workloads' figures side by side; a column not run reads "-".
  static func printTable(_ results: [DiffResult]) {
    let header = ["Workload", "Symbiosis", "changes", "stdlib", "changes", "stdlib/Sym"]
    var lines: [[String]] = []
    for result in results {
      lines.append([
        result.name, milliseconds(result.symbiosisNanoseconds), "\(result.symbiosisChanges)",
        milliseconds(result.standardNanoseconds), result.standardChanges.map { "\($0)" } ?? "-",
        result.standardChanges == nil
          ? "-"
          : Harness.format(result.standardNanoseconds / result.symbiosisNanoseconds, decimals: 0)
            + "x",
      ])
    }
    TextTable.print(header: header, rows: lines)
  }

  /// The median ratio of `large`'s diff time to `small`'s, their batches timed in turn.
  static func ratio(of large: Workload, to small: Workload) -> Double {
    let diff = { (workload: Workload) in
      { (count: Int) in
        for _ in 0..<count { _ = try! Changeset(from: workload.old, to: workload.new) }
      }
    }
    return Harness.medianRatio(of: diff(large), to: diff(small))
  }

  /// Prints each budget beside its figure; `ratio` is the 100k/10k ratio measured in pairs.
  static func printBudgets(_ results: [DiffResult], ratio: Double) {
    let time = { (prefix: String) in
      results.first { $0.name.hasPrefix(prefix) }?.symbiosisNanoseconds ?? .nan
    }
    let large = time("100,000 items")
    let identical = time("10,000 items identical")
    print("")
    print("Budgets:")
    print("  100,000 items    \(milliseconds(large)) <= 15 ms    \(verdict(large, 15e6))")
    print("  10,000 identical \(milliseconds(identical)) <= 0.1 ms  \(verdict(identical, 1e5))")
    print(
      "  100k / 10k       \(Harness.format(ratio))x <= 12         \(verdict(ratio, 12))"
        + "  (median of \(Harness.samples) pairs of batches, timed in turn)")
  }

  /// "ok" when `value` is within `budget`, "OVER" when not, "not run" when it was filtered out.
  private static func verdict(_ value: Double, _ budget: Double) -> String {
    guard value.isFinite else { return "not run" }
    return value <= budget ? "ok" : "OVER"
  }

  private static func milliseconds(_ nanoseconds: Double) -> String {
    guard nanoseconds.isFinite else { return "-" }
    return Harness.format(nanoseconds / 1e6, decimals: 3) + " ms"
  }
}
