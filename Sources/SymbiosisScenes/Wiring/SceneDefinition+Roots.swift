extension SceneDefinition {
  /// The id of the source the source `id` is computed from, followed up through every `search`,
  /// `filter`, `sort` and `sections` to one that is not computed: where an edit of one of its
  /// items is made, by the item's identity, so that every view of that source and of every
  /// source computed from it follows the edit. `id` itself when it is not computed. A `switch`'s
  /// root is the root its cases share; a switch whose cases have different roots is its own.
  func rootSourceID(of id: String) -> String {
    rootSourceID(of: id, seen: [])
  }

  /// The root of `id`, reached from the sources `seen` (a cycle ends at the source it
  /// comes back to).
  private func rootSourceID(of id: String, seen: Set<String>) -> String {
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
      let roots = Set(cases.map { rootSourceID(of: $0.source.value, seen: seen) })
      return roots.count == 1 ? roots.first ?? current : current
    }
    return current
  }
}
