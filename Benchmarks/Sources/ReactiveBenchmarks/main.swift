import BenchmarkHarness

// Measures Symbiosis against OpenCombine and a plain-closure floor; see Harness.swift.
Report.printHeader()
let rows = [
  PropertySetBenchmark.run(),
  MapFilterChainBenchmark.run(),
  SubscriptionCycleBenchmark.run(),
  CombineLatestBenchmark.run(),
  FlatMapLatestBenchmark.run(),
  SubscriptionMemoryBenchmark.run(),
]
Report.printTable(rows)
print("")
Report.printViewTable(ViewBindingMemoryBenchmark.run())
