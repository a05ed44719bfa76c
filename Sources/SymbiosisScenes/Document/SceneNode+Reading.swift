/// What the parsers of the sections ask of a node.
extension SceneNode {
  /// The node in a diagnostic's words: `'text'`, `nothing`, `empty text`, `a list`, `a mapping`.
  var found: String {
    switch content {
    case .scalar(let text) where text.isEmpty: isQuoted ? "empty text" : "nothing"
    case .scalar(let text):
      text.unicodeScalars.count > 40 ? "'\(String(text.unicodeScalars.prefix(40)))…'" : "'\(text)'"
    case .sequence: "a list"
    case .mapping: "a mapping"
    }
  }

  /// Whether nothing is written (`key:` with no value, or `~`-less YAML null).
  var isNothing: Bool {
    if case .scalar(let text) = content { text.isEmpty && !isQuoted } else { false }
  }

  /// The scalar's text, where its first character is (after the opening quote of a quoted
  /// one), for reading references and templates at their exact columns; nil for a list or
  /// mapping.
  public var scalarText: Located<String>? {
    guard case .scalar(let text) = content else { return nil }
    let start =
      isQuoted
      ? SourceLocation(file: location.file, line: location.line, column: location.column + 1)
      : location
    return Located(text, at: start)
  }

  /// The mapping's entries; nil for a scalar or list.
  var entries: [Entry]? {
    if case .mapping(let entries) = content { entries } else { nil }
  }

  /// The list's items; nil for a scalar or mapping.
  var items: [SceneNode]? {
    if case .sequence(let items) = content { items } else { nil }
  }
}
