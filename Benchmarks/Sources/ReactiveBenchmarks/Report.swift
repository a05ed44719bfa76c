import BenchmarkHarness

/// One line of the results: the same case measured with Symbiosis, OpenCombine and a plain
/// closure, and the design's budget for Symbiosis if it has one.
struct Row {
  let name: String
  /// "ns" or "B"; the numbers are per value, per cycle or per subscription, as `name` says.
  let unit: String
  let symbiosis: Double
  let openCombine: Double
  let floor: Double
  let budget: Double?
}

/// Prints the header and the results table.
enum Report {
  static func printHeader() {
    print("Symbiosis reactive benchmarks")
    #if DEBUG
      print("WARNING: debug build; numbers are meaningless. Use `swift run -c release`.")
    #else
      print("Build: release")
    #endif
    let batchMilliseconds = Int(Harness.batchTarget / .milliseconds(1))
    print("Timing: median of \(Harness.samples) batches of >= \(batchMilliseconds) ms each,")
    print("        after warm-up; ContinuousClock. Memory: glibc mallinfo2 heap growth.")
    print("")
  }

  static func printTable(_ rows: [Row]) {
    let header = ["Case", "Symbiosis", "OpenCombine", "Closure", "Sym/OC", "Budget", "Verdict"]
    var lines: [[String]] = []
    for row in rows {
      let budget = row.budget.map { "<= \(format($0)) \(row.unit)" } ?? "-"
      let verdict = row.budget.map { row.symbiosis <= $0 ? "ok" : "OVER" } ?? "-"
      lines.append([
        row.name,
        "\(format(row.symbiosis)) \(row.unit)",
        "\(format(row.openCombine)) \(row.unit)",
        "\(format(row.floor)) \(row.unit)",
        "\(format(row.symbiosis / row.openCombine))x",
        budget,
        verdict,
      ])
    }
    TextTable.print(header: header, rows: lines)
  }

  /// Prints the bindings-into-views table: bytes per view, split into the view alone and its
  /// bindings, and bytes per binding against the budget.
  static func printViewTable(_ rows: [ViewBindingRow]) {
    let header = [
      "Bindings into views", "Bound view", "View alone", "Bindings", "Per binding", "Budget",
      "Verdict",
    ]
    let lines = rows.map { row in
      [
        row.name,
        "\(format(row.viewAlone + row.binding)) B",
        "\(format(row.viewAlone)) B",
        "\(format(row.binding)) B",
        "\(format(row.perBinding)) B",
        "<= \(format(row.budgetPerBinding)) B",
        row.perBinding <= row.budgetPerBinding ? "ok" : "OVER",
      ]
    }
    TextTable.print(header: header, rows: lines)
  }

  static func format(_ value: Double) -> String { Harness.format(value) }
}
