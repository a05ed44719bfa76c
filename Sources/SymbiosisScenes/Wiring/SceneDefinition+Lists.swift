extension SceneDefinition {
  /// The table or grid with id `id`, wherever it is among the views.
  func list(withID id: String) -> ViewDefinition? {
    var pending = views
    while let view = pending.popLast() {
      if view.id?.value == id, ["table", "grid"].contains(view.kind.value) { return view }
      pending += view.children
      for name in ["content", "header", "footer"] {
        if let node = view.property(name)?.value, let child = ViewDefinition.parse(node).0 {
          pending.append(child)
        }
      }
    }
    return nil
  }

  /// The id of the source `source` is made from: the one it is computed from, or, for
  /// `{ highlighted: list }`, the list the table's source is computed from
  /// (``rootSourceID(of:)``); nil for a source made from none.
  func upstreamID(of source: SourceDefinition) -> String? {
    guard case .highlighted(let list) = source.kind else { return source.kind.upstream?.value }
    guard let table = self.list(withID: list.value), let entry = table.property("source"),
      case .scalar(let id) = entry.value.content
    else { return nil }
    return rootSourceID(of: id)
  }
}
