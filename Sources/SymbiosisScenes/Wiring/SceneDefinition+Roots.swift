extension SceneDefinition {
  /// The id of the source the source `id` is computed from, followed up through every `search`,
  /// `filter`, `sort` and `sections` to one that is not computed: where an edit of one of its
  /// items is made, by the item's identity, so that every view of that source and of every
  /// source computed from it follows the edit. `id` itself when it is not computed.
  func rootSourceID(of id: String) -> String {
    var current = id
    var seen: Set<String> = [id]
    while let source = sources.first(where: { $0.id.value == current }),
      let upstream = source.kind.upstream?.value, seen.insert(upstream).inserted
    {
      current = upstream
    }
    return current
  }
}
