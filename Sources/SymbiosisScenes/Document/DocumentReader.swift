/// Collects the problems of a scene file's shape while its sections are read, and reads the
/// small things every section reads: mappings, lists, names, flags and fields.
struct DocumentReader {
  /// The problems found, in the order found.
  var diagnostics: [SceneDiagnostic] = []

  /// Records a problem.
  mutating func report(_ message: String, at location: SourceLocation, suggestion: String? = nil) {
    diagnostics.append(SceneDiagnostic(message, at: location, suggestion: suggestion))
  }

  /// Records the problems of a part read by another parser.
  mutating func add(_ problems: [SceneDiagnostic]) { diagnostics += problems }

  /// The entries of `node`, or nil after reporting that `expected` was not found.
  mutating func entries(of node: SceneNode, expected: String) -> [SceneNode.Entry]? {
    if let entries = node.entries { return entries }
    report("expected \(expected), found \(node.found)", at: node.location)
    return nil
  }

  /// The items of `node`, or nil after reporting that `expected` was not found.
  mutating func items(of node: SceneNode, expected: String) -> [SceneNode]? {
    if let items = node.items { return items }
    report("expected \(expected), found \(node.found)", at: node.location)
    return nil
  }

  /// The non-empty text of `node`, or nil after reporting that `expected` was not found.
  mutating func text(of node: SceneNode, expected: String) -> Located<String>? {
    if let text = node.scalarText, !text.value.isEmpty { return text }
    report("expected \(expected), found \(node.found)", at: node.location)
    return nil
  }

  /// The name `node` holds — letters, digits and `_`, not starting with a digit — or nil after
  /// reporting that `expected` was not found.
  mutating func name(of node: SceneNode, expected: String) -> Located<String>? {
    guard let text = text(of: node, expected: expected) else { return nil }
    return name(text, expected: expected)
  }

  /// `text` when it is a name, or nil after reporting that `expected` was not found.
  mutating func name(_ text: Located<String>, expected: String) -> Located<String>? {
    if Self.isName(text.value) { return text }
    report("expected \(expected), found '\(text.value)'", at: text.location)
    return nil
  }

  /// Whether `text` is a name: letters, digits and `_`, not starting with a digit.
  static func isName(_ text: String) -> Bool {
    guard let first = text.first, !first.isNumber else { return false }
    return text.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
  }

  /// `true` or `false`, or nil after reporting what was found.
  mutating func flag(of node: SceneNode, orWord word: String? = nil) -> Bool? {
    switch node.scalarText?.value {
    case "true": return true
    case "false": return false
    default:
      let expected = word.map { "true, false or \($0)" } ?? "true or false"
      report("expected \(expected), found \(node.found)", at: node.location)
      return nil
    }
  }

  /// The whole number in `range` that `entry` holds, or nil after reporting what was found.
  mutating func integer(of entry: SceneNode.Entry, in range: ClosedRange<Int>) -> Int? {
    let key = entry.key.value
    guard let text = entry.value.scalarText else {
      report("'\(key)' takes a whole number, not \(entry.value.found)", at: entry.value.location)
      return nil
    }
    guard let value = Int(text.value) else {
      report("'\(key)' takes a whole number, not '\(text.value)'", at: text.location)
      return nil
    }
    guard range.contains(value) else {
      report(
        "'\(key)' takes a number from \(range.lowerBound) to \(range.upperBound), not \(value)",
        at: text.location)
      return nil
    }
    return value
  }

  /// The entries of a mapping by key, reporting each key not in `allowed` with the closest
  /// allowed one, or else the allowed ones; `what` names the mapping in the message
  /// (`a 'search' source`).
  mutating func fields(
    _ entries: [SceneNode.Entry], allowed: [String], in what: String
  ) -> [String: SceneNode.Entry] {
    var fields: [String: SceneNode.Entry] = [:]
    for entry in entries {
      guard allowed.contains(entry.key.value) else {
        diagnostics.append(.unknown("key", entry.key, among: allowed, in: what))
        continue
      }
      fields[entry.key.value] = entry
    }
    return fields
  }

  /// The one entry of `entries` whose key is one of `kinds`, reporting none or more than one;
  /// `what` names the mapping (`source 'found'`), `near` is where it is written.
  mutating func kind(
    of entries: [SceneNode.Entry], kinds: [String], in what: String, near: SourceLocation
  ) -> SceneNode.Entry? {
    let written = entries.filter { kinds.contains($0.key.value) }
    guard let first = written.first else {
      report("\(what) needs one of \(Self.list(kinds)), found none", at: near)
      return nil
    }
    for extra in written.dropFirst() {
      report(
        "\(what) has one kind, found '\(first.key.value)' and '\(extra.key.value)'",
        at: extra.key.location)
    }
    return first
  }

  /// The field `key` of `fields`, or nil after reporting it missing from `what` at `near`.
  mutating func required(
    _ key: String, of fields: [String: SceneNode.Entry], in what: String, near: SourceLocation
  ) -> SceneNode.Entry? {
    if let entry = fields[key] { return entry }
    report("\(what) needs '\(key):'", at: near)
    return nil
  }

  /// `'a', 'b' or 'c'`.
  static func list(_ names: [String]) -> String {
    let quoted = names.map { "'\($0)'" }
    guard quoted.count > 1 else { return quoted.first ?? "nothing" }
    return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
  }
}
