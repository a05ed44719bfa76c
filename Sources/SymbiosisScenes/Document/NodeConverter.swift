import Yams

/// Turns Yams' nodes into ``SceneNode``s, collecting what a scene file refuses: anchors, tags
/// other than the plain ones, keys that are not names, keys written twice, deep nesting.
struct NodeConverter {
  /// The file's name, for locations.
  let file: String
  /// Keys the reader renamed to get past Yams' duplicate check, by place: their real names.
  let renamed: [YAMLReader.Place: String]
  /// The problems found so far, in the order found.
  private(set) var problems: [SceneDiagnostic] = []
  private var reportedDepth = false

  /// A converter for a tree read from `file`.
  init(file: String, renamed: [YAMLReader.Place: String]) {
    self.file = file
    self.renamed = renamed
  }

  /// The tags a scene file may carry: none, and the ones plain text, lists and mappings have.
  private static let plainTags: Set<String> = [
    Tag.Name.implicit.rawValue, Tag.Name.str.rawValue, Tag.Name.seq.rawValue, Tag.Name.map.rawValue,
  ]

  /// `node`, `depth` lists and mappings deep, as a ``SceneNode``.
  mutating func convert(_ node: Node, depth: Int) -> SceneNode {
    let location = place(node.mark)
    if node.anchor != nil {
      problems.append(SceneDiagnostic(YAMLReader.anchorMessage, at: location))
    }
    let tag = rawTag(of: node)
    if !Self.plainTags.contains(tag) {
      problems.append(
        SceneDiagnostic(
          "tags ('\(shortName(of: tag))') are not allowed in scene files; write the plain value",
          at: location))
    }
    switch node {
    case .scalar(let scalar):
      let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
      return SceneNode(.scalar(scalar.string), at: location, quoted: quoted)
    case .alias:
      problems.append(SceneDiagnostic(YAMLReader.aliasMessage, at: location))
      return SceneNode(.scalar(""), at: location)
    case .sequence, .mapping:
      guard depth <= YAMLReader.maximumDepth else {
        if !reportedDepth {
          reportedDepth = true
          problems.append(
            SceneDiagnostic(
              "lists and mappings nest deeper than \(YAMLReader.maximumDepth) levels here; "
                + "a scene file nests at most \(YAMLReader.maximumDepth)", at: location))
        }
        return SceneNode(.scalar(""), at: location)
      }
      if case .sequence(let sequence) = node {
        return SceneNode(.sequence(sequence.map { convert($0, depth: depth + 1) }), at: location)
      }
      return SceneNode(.mapping(entries(of: node.mapping, depth: depth)), at: location)
    }
  }

  /// A mapping's entries, each key a name written once.
  private mutating func entries(of mapping: Node.Mapping?, depth: Int) -> [SceneNode.Entry] {
    var entries: [SceneNode.Entry] = []
    var firstPlaces: [String: SourceLocation] = [:]
    for (key, value) in mapping ?? [:] {
      let keyLocation = place(key.mark)
      let value = convert(value, depth: depth + 1)
      guard case .scalar(let scalar) = key else {
        let found = key.mapping != nil ? "a mapping" : "a list"
        problems.append(SceneDiagnostic("expected a name as key, found \(found)", at: keyLocation))
        continue
      }
      if scalar.anchor != nil {
        problems.append(SceneDiagnostic(YAMLReader.anchorMessage, at: keyLocation))
      }
      let name =
        renamed[YAMLReader.Place(line: keyLocation.line, column: keyLocation.column)]
        ?? scalar.string
      if let first = firstPlaces[name] {
        problems.append(
          SceneDiagnostic(
            "the key '\(name)' is written twice; first at \(first.line):\(first.column)",
            at: keyLocation))
        continue
      }
      firstPlaces[name] = keyLocation
      entries.append(SceneNode.Entry(key: Located(name, at: keyLocation), value: value))
    }
    return entries
  }

  /// The tag written on `node`, or `.implicit`.
  private func rawTag(of node: Node) -> String {
    switch node {
    case .scalar(let scalar): scalar.tag.rawValue
    case .sequence(let sequence): sequence.tag.rawValue
    case .mapping(let mapping): mapping.tag.rawValue
    case .alias: Tag.Name.implicit.rawValue
    }
  }

  /// `!!int` for YAML's own tags, the tag as written otherwise.
  private func shortName(of tag: String) -> String {
    let prefix = "tag:yaml.org,2002:"
    return tag.hasPrefix(prefix) ? "!!" + tag.dropFirst(prefix.count) : tag
  }

  private func place(_ mark: Mark?) -> SourceLocation {
    SourceLocation(file: file, line: max(mark?.line ?? 1, 1), column: max(mark?.column ?? 1, 1))
  }
}
