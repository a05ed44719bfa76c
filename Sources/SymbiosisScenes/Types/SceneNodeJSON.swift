import Foundation

extension SceneNode {
  /// The node as JSON's objects, for decoding a model a file writes: a scalar that reads as a
  /// number or a Boolean is one, `null` and `~` are null, any other is text.
  var jsonObject: Any {
    switch content {
    case .scalar(let text):
      if let integer = Int(text) { return integer }
      if let number = Double(text), number.isFinite { return number }
      switch text {
      case "true": return true
      case "false": return false
      case "null", "~": return NSNull()
      default: return text
      }
    case .sequence(let nodes): return nodes.map(\.jsonObject)
    case .mapping(let entries):
      return Dictionary(
        entries.map { ($0.key.value, $0.value.jsonObject) }, uniquingKeysWith: { a, _ in a })
    }
  }

  /// Where the value at `path` (`people[2].age`, as a decoding error names it) is written:
  /// the deepest part of the path the node has.
  func location(of path: String) -> SourceLocation {
    var node = self
    var location = self.location
    let parts = path.split(whereSeparator: { $0 == "." || $0 == "[" }).map {
      $0.hasSuffix("]") ? String($0.dropLast()) : String($0)
    }
    for part in parts {
      switch node.content {
      case .mapping(let entries):
        guard let entry = entries.first(where: { $0.key.value == part }) else { return location }
        location = entry.key.location
        node = entry.value
      case .sequence(let nodes):
        guard let index = Int(part), nodes.indices.contains(index) else { return location }
        node = nodes[index]
        location = node.location
      case .scalar: return location
      }
    }
    return location
  }
}
