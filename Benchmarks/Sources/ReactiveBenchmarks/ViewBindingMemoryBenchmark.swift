import BenchmarkHarness
import BindingWorkloads

/// Rows 7 and 8: heap bytes per view bound to its model, with 10,000 alive; the view alone and
/// what binding it adds are measured apart.
///
/// The budgets are Benchmarks/README.md's, which gives their arithmetic: a binding holds a
/// subscription (row 6's 128 B), its own object (128), the writer with the view's reference
/// (64) and its ending in the view's lifetime (64); a component adds its binder and scope
/// (336 B), a third of it per binding.
@MainActor
enum ViewBindingMemoryBenchmark {
  static let count = 10_000

  static func run() -> [ViewBindingRow] {
    [
      measure(BoundLabels.self, name: "7. Label <~ MutableProperty (10k)", budget: 384),
      measure(BoundCards.self, name: "8. ComponentView, 3 bindings (10k)", budget: 496),
    ]
  }

  private static func measure(
    _ workload: (some ViewBindingWorkload).Type, name: String, budget: Double
  ) -> ViewBindingRow {
    let views = workload.init(count: count)
    let viewAlone = MemoryMeter.bytesPerItem(count: count) { views.makeViews() }
    let binding = MemoryMeter.bytesPerItem(count: count) { views.bind() }
    views.checkDelivery()
    return ViewBindingRow(
      name: name, bindingsPerView: workload.bindingsPerView, viewAlone: viewAlone,
      binding: binding, budgetPerBinding: budget)
  }
}
