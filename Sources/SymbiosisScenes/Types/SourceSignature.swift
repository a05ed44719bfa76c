extension SourceDefinition.Kind {
  /// How the source is made, without where it is written: equal for a source a reload may
  /// keep (with its upstream's, which ``upstream`` names). A settable source's `preview:` is
  /// part of it only when `showingPreviews` (where the preview is the data): elsewhere a
  /// changed preview keeps the source and the value it holds.
  func signature(showingPreviews: Bool) -> String {
    switch self {
    case .type(let name): "type \(name.value)"
    case .settable(let model, let preview):
      "settable \(model) \(showingPreviews ? preview?.signatureText ?? "" : "")"
    case .constant(let model, let value): "constant \(model) \(value.signatureText)"
    case .search(_, let term, let key): "search for \(term) in \(key.value)"
    case .filter(_, let key, let value): "filter where \(key.value) is \(value)"
    case .sorted(_, let key, let descending): "sort by \(key.value) \(descending)"
    case .sections(_, let key): "sections by \(key.value)"
    case .highlighted(let list): "highlighted in \(list.value)"
    case .switching(let on, let cases):
      "switch on \(on) "
        + cases.map { "\($0.name.value): \($0.source.value)" }.joined(separator: ", ")
    }
  }

  /// The id of the source it is computed from, if any; a switch has several, its ``cases``.
  var upstream: Located<String>? {
    switch self {
    case .type, .settable, .constant, .highlighted, .switching: nil
    case .search(let source, _, _), .filter(let source, _, _), .sorted(let source, _, _),
      .sections(let source, _):
      source
    }
  }

  /// The sources a switch shows, one per case; empty for another kind.
  var cases: [SourceDefinition.SwitchCase] {
    if case .switching(_, let cases) = self { cases } else { [] }
  }
}

extension SceneNode {
  /// The node's values without their locations, for comparing what two files write.
  var signatureText: String {
    switch content {
    case .scalar(let text): text.debugDescription
    case .sequence(let nodes): "[" + nodes.map(\.signatureText).joined(separator: ", ") + "]"
    case .mapping(let entries):
      "{" + entries.map { "\($0.key.value): \($0.value.signatureText)" }.joined(separator: ", ")
        + "}"
    }
  }
}
