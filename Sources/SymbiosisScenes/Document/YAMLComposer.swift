// libyaml as Yams builds it: its events, read one at a time, without Yams' tree.
internal import CYaml

/// Builds ``SceneNode``s from libyaml's events in one pass over the text, collecting what a
/// scene file refuses: anchors, aliases, tags other than the plain ones, keys that are not
/// names, keys written twice, deep nesting.
///
/// Yams' own tree is not used: it checks each mapping for duplicate keys by hashing them, stops
/// at the first and names one of them in the hash order of a `Dictionary` (so a different one
/// on each run when the keys are lists or mappings); reading past each duplicate meant reading
/// the whole text again. Here each mapping remembers where each key was first written, so every
/// repeat is reported against it, in the order written, in time linear in the text. An alias is
/// never resolved, so an alias bomb costs nothing: the first alias ends the reading.
struct YAMLComposer {
  /// Why libyaml stopped: what it says, as Yams reports it.
  struct Failure: Error {
    enum Kind { case reader, scanner, parser, memory }
    var kind: Kind
    var problem: String
    /// Line and column from 1.
    var line: Int
    var column: Int
    /// A reader's problem: the UTF-8 offset of the byte it could not read.
    var offset: Int
    /// What libyaml was reading (`while parsing a block mapping`), and where that started.
    var context: (text: String, line: Int, column: Int)?
  }

  /// What ended the reading before the tree was whole.
  enum Stop: Error {
    /// libyaml could not read on.
    case failure(Failure)
    /// A problem that ends the reading: an alias, a second document.
    case problem(SceneDiagnostic)
  }

  /// The tags a scene file may carry: none, and the ones plain text, lists and mappings have.
  private static let plainTags: Set<String> = [
    "tag:yaml.org,2002:str", "tag:yaml.org,2002:seq", "tag:yaml.org,2002:map",
  ]

  /// A list or mapping being read.
  private struct Open {
    var location: SourceLocation
    var isMapping: Bool
    var items: [SceneNode] = []
    var entries: [SceneNode.Entry] = []
    /// A mapping's key read, waiting for its value: its name, or what it is when not a name.
    var key: (name: String?, found: String, location: SourceLocation)?
    /// Where each key of a mapping was first written.
    var firstPlaces: [String: SourceLocation] = [:]
  }

  let file: String
  /// The problems found, in the order found.
  private(set) var problems: [SceneDiagnostic] = []
  private var open: [Open] = []
  /// How many lists and mappings deep the reader is inside one that nests too deeply.
  private var skipping = 0
  private var reportedDepth = false

  init(file: String) { self.file = file }

  /// The root node of `yaml` (nil when the text holds no document).
  mutating func compose(_ yaml: String) throws(Stop) -> SceneNode? {
    var bytes = Array(yaml.utf8)
    return try bytes.withUnsafeMutableBufferPointer { (buffer) throws(Stop) -> SceneNode? in
      var parser = yaml_parser_t()
      guard yaml_parser_initialize(&parser) == 1 else {
        throw .failure(Failure(kind: .memory, problem: "", line: 1, column: 1, offset: 0))
      }
      defer { yaml_parser_delete(&parser) }
      yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
      yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
      return try read(&parser)
    }
  }

  /// Reads the stream: one document at most, whose root is returned.
  private mutating func read(_ parser: inout yaml_parser_t) throws(Stop) -> SceneNode? {
    var root: SceneNode?
    var documents = 0
    while true {
      var event = yaml_event_t()
      guard yaml_parser_parse(&parser, &event) == 1 else { throw .failure(failure(of: parser)) }
      defer { yaml_event_delete(&event) }
      let location = place(event.start_mark)
      switch event.type {
      case YAML_STREAM_END_EVENT:
        return root
      case YAML_DOCUMENT_START_EVENT:
        documents += 1
        if documents > 1 {
          throw .problem(
            SceneDiagnostic(
              "expected one YAML document, found another; a scene file is one document",
              at: location))
        }
      case YAML_ALIAS_EVENT:
        throw .problem(SceneDiagnostic(YAMLReader.aliasMessage, at: location))
      case YAML_SCALAR_EVENT:
        let scalar = event.data.scalar
        let tag = scalar.quoted_implicit == 1 ? nil : Self.text(scalar.tag)
        guard skipping == 0 else { continue }
        check(anchor: scalar.anchor, tag: tag, at: location)
        let quoted =
          scalar.style == YAML_SINGLE_QUOTED_SCALAR_STYLE
          || scalar.style == YAML_DOUBLE_QUOTED_SCALAR_STYLE
        let text = String(
          decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
        if let node = add(SceneNode(.scalar(text), at: location, quoted: quoted)) { root = node }
      case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
        let isMapping = event.type == YAML_MAPPING_START_EVENT
        let start = event.data.sequence_start
        let implicit =
          isMapping ? event.data.mapping_start.implicit != 0 : start.implicit != 0
        let tag = implicit ? nil : Self.text(isMapping ? event.data.mapping_start.tag : start.tag)
        let anchor = isMapping ? event.data.mapping_start.anchor : start.anchor
        guard skipping == 0 else {
          skipping += 1
          continue
        }
        check(anchor: anchor, tag: tag, at: location)
        guard open.count < YAMLReader.maximumDepth else {
          if !reportedDepth {
            reportedDepth = true
            problems.append(
              SceneDiagnostic(
                "lists and mappings nest deeper than \(YAMLReader.maximumDepth) levels here; "
                  + "a scene file nests at most \(YAMLReader.maximumDepth)", at: location))
          }
          skipping = 1
          continue
        }
        open.append(Open(location: location, isMapping: isMapping))
      case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
        if skipping > 0 {
          skipping -= 1
          // A list or mapping too deep to read stands as empty text.
          if skipping == 0, let node = add(SceneNode(.scalar(""), at: location)) { root = node }
          continue
        }
        guard let closed = open.popLast() else { continue }
        let content: SceneNode.Content =
          closed.isMapping ? .mapping(closed.entries) : .sequence(closed.items)
        if let node = add(SceneNode(content, at: closed.location)) { root = node }
      default:
        continue
      }
    }
  }

  /// Puts `node` in the list or mapping being read; returns it when it is the root.
  private mutating func add(_ node: SceneNode) -> SceneNode? {
    guard !open.isEmpty else { return node }
    let index = open.count - 1
    guard open[index].isMapping else {
      open[index].items.append(node)
      return nil
    }
    guard let key = open[index].key else {
      let found: String
      switch node.content {
      case .scalar(let text):
        open[index].key = (text, "", node.location)
        return nil
      case .sequence: found = "a list"
      case .mapping: found = "a mapping"
      }
      open[index].key = (nil, found, node.location)
      return nil
    }
    open[index].key = nil
    guard let name = key.name else {
      problems.append(
        SceneDiagnostic("expected a name as key, found \(key.found)", at: key.location))
      return nil
    }
    if let first = open[index].firstPlaces[name] {
      problems.append(
        SceneDiagnostic(
          "the key '\(name)' is written twice; first at \(first.line):\(first.column)",
          at: key.location))
      return nil
    }
    open[index].firstPlaces[name] = key.location
    open[index].entries.append(SceneNode.Entry(key: Located(name, at: key.location), value: node))
    return nil
  }

  /// Reports an anchor on a node, and a tag other than the plain ones.
  private mutating func check(
    anchor: UnsafeMutablePointer<yaml_char_t>?, tag: String?, at location: SourceLocation
  ) {
    if anchor != nil {
      problems.append(SceneDiagnostic(YAMLReader.anchorMessage, at: location))
    }
    if let tag, !Self.plainTags.contains(tag) {
      let prefix = "tag:yaml.org,2002:"
      let short = tag.hasPrefix(prefix) ? "!!" + tag.dropFirst(prefix.count) : tag
      problems.append(
        SceneDiagnostic(
          "tags ('\(short)') are not allowed in scene files; write the plain value",
          at: location))
    }
  }

  /// What the parser says went wrong.
  private func failure(of parser: yaml_parser_t) -> Failure {
    let kind: Failure.Kind =
      switch parser.error {
      case YAML_READER_ERROR: .reader
      case YAML_SCANNER_ERROR: .scanner
      case YAML_MEMORY_ERROR: .memory
      default: .parser
      }
    var failure = Failure(
      kind: kind, problem: parser.problem.map { String(cString: $0) } ?? "",
      line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1,
      offset: Int(parser.problem_offset))
    if let context = parser.context {
      failure.context = (
        String(cString: context), Int(parser.context_mark.line) + 1,
        Int(parser.context_mark.column) + 1
      )
    }
    return failure
  }

  private static func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    pointer.map { String(cString: $0) }
  }

  private func place(_ mark: yaml_mark_t) -> SourceLocation {
    SourceLocation(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
  }
}
