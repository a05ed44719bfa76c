/// One line of the bindings-into-views table: heap bytes per view with its bindings, split into
/// what the views cost alone and what binding them adds.
struct ViewBindingRow {
  let name: String
  /// Bindings made per view (a label has one; a component, one per bound label).
  let bindingsPerView: Int
  /// Heap bytes per view before it is bound: the view (and its subviews) alone.
  let viewAlone: Double
  /// Heap bytes per view that binding it adds.
  let binding: Double
  /// The budget per binding, in bytes.
  let budgetPerBinding: Double

  /// The bytes per binding: what binding a view adds, shared among its bindings.
  var perBinding: Double { binding / Double(bindingsPerView) }
}
