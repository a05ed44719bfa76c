import BenchmarkHarness
import Symbiosis

// Times Symbiosis's `Changeset` beside the standard library's
// `difference(from:).inferringMoves()` on the standard workloads; see Benchmarks/README.md.
print("Symbiosis diff benchmarks")
#if DEBUG
  print("WARNING: debug build; numbers are meaningless. Use `swift run -c release`.")
#endif
print("Symbiosis: median of \(Harness.samples) batches of >= 10 ms. Standard library: one run.")
print("")

let tenThousand = Workload.edited(
  "10,000 items: 1,000 removed, 1,000 inserted, 200 moved", count: 10_000, removed: 1_000,
  inserted: 1_000, moved: 200, seed: 2)
let hundredThousand = Workload.edited(
  "100,000 items: 10,000 removed, 10,000 inserted, 2,000 moved", count: 100_000,
  removed: 10_000, inserted: 10_000, moved: 2_000, seed: 3)
let workloads = [
  Workload.edited(
    "5,000 items: 1,000 removed, 1,000 inserted, 200 moved", count: 5_000, removed: 1_000,
    inserted: 1_000, moved: 200, seed: 1),
  tenThousand,
  hundredThousand,
  Workload.shuffled("10,000 items fully shuffled", count: 10_000, seed: 4),
  Workload.updated("10,000 items, 10 % content updates", count: 10_000, every: 10),
  Workload.identical("10,000 items identical", count: 10_000),
  Workload.sectioned(
    "100 sections x 100 items: one edited, one moved", sections: 100, items: 100, seed: 5),
]

// `--symbiosis-only` skips the standard library, which takes seconds per large workload.
let includeStandard = !CommandLine.arguments.contains("--symbiosis-only")
// `--filter TEXT` runs only the workloads whose name contains TEXT (for profiling one).
let filter = CommandLine.arguments.firstIndex(of: "--filter").flatMap { index in
  CommandLine.arguments.indices.contains(index + 1) ? CommandLine.arguments[index + 1] : nil
}
var results: [DiffResult] = []
for workload in workloads where filter.map(workload.name.contains) ?? true {
  results.append(DiffResult.measure(workload, includeStandard: includeStandard))
}
DiffResult.printTable(results)
// The ratio is timed on its own, the two sizes in turn: see `Harness.medianRatio`.
let measuresRatio =
  filter.map { tenThousand.name.contains($0) || hundredThousand.name.contains($0) } ?? true
let ratio = measuresRatio ? DiffResult.ratio(of: hundredThousand, to: tenThousand) : .nan
DiffResult.printBudgets(results, ratio: ratio)
