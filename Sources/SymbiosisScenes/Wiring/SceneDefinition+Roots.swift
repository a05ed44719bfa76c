extension SceneDefinition {
  /// The id of the source the source `id` is computed from, followed up through every `search`,
  /// `filter`, `sort` and `sections` to one that is not computed: where an edit of one of its
  /// items is made, by the item's identity, so that every view of that source and of every
  /// source computed from it follows the edit. `id` itself when it is not computed. A `switch`'s
  /// root is the root its cases share; a switch whose cases have different roots is its own.
  func rootSourceID(of id: String) -> String {
    var known: [String: String] = [:]
    return rootSourceID(of: id, seen: [], known: &known)
  }

  /// The root of `id`, reached from the sources `seen` (a cycle ends at the source it
  /// comes back to); `known` holds the roots found so far, so that cases shared by many
  /// switches are followed once, however deep the switches nest.
  private func rootSourceID(
    of id: String, seen: Set<String>, known: inout [String: String]
  ) -> String {
    if let root = known[id] { return root }
    var seen = seen
    var current = id
    guard seen.insert(id).inserted else { return id }
    while let source = sources.first(where: { $0.id.value == current }) {
      if let upstream = source.kind.upstream?.value {
        guard seen.insert(upstream).inserted else { return current }
        current = upstream
        continue
      }
      let cases = source.kind.cases
      guard !cases.isEmpty else { return current }
      var roots: Set<String> = []
      for switchCase in cases {
        roots.insert(rootSourceID(of: switchCase.source.value, seen: seen, known: &known))
      }
      let root = roots.count == 1 ? roots.first ?? current : current
      known[id] = root
      return root
    }
    return current
  }
}
