import Foundation

/// Reads YAML text into ``SceneNode``s, refusing what a scene file never needs and what could
/// make reading explode.
///
/// The text is read in one pass over libyaml's events (see `YAMLComposer`): an alias is never
/// resolved, so an alias bomb costs nothing, and every key written twice in a mapping is
/// reported at its repeat, naming where it was first written, as a compiler reports a
/// redefinition, in the order written: the same problems on every run, in time linear in the
/// text.
struct YAMLReader {
  /// The longest text read, in UTF-8 bytes.
  static let maximumBytes = 1_000_000
  /// The deepest nesting of lists and mappings read.
  static let maximumDepth = 64

  let yaml: String
  let file: String

  /// The text's nodes, or every problem found.
  func read() throws(SceneErrors) -> SceneNode {
    let size = yaml.utf8.count
    guard size <= Self.maximumBytes else {
      throw SceneErrors([
        SceneDiagnostic(
          "the file is more than \(Self.maximumBytes) bytes long; a scene file may be at most "
            + "\(Self.maximumBytes) bytes",
          at: place(1, 1))
      ])
    }
    var composer = YAMLComposer(file: file)
    let root: SceneNode?
    do throws(YAMLComposer.Stop) {
      root = try composer.compose(yaml)
    } catch {
      switch error {
      case .failure(let failure): throw SceneErrors([diagnostic(for: failure)])
      case .problem(let problem): throw SceneErrors([problem])
      }
    }
    if !composer.problems.isEmpty { throw SceneErrors(composer.problems) }
    return root ?? SceneNode(.scalar(""), at: place(1, 1))
  }

  static let anchorMessage =
    "anchors ('&name') are not allowed in scene files; write the value where it is used"
  static let aliasMessage =
    "aliases ('*name') are not allowed in scene files; write the value where it is used"

  /// `failure` in plain words, at its place.
  private func diagnostic(for failure: YAMLComposer.Failure) -> SceneDiagnostic {
    switch failure.kind {
    case .scanner, .parser:
      if let index = TextLines.index(line: failure.line, column: failure.column, in: yaml),
        index < yaml.unicodeScalars.endIndex, yaml.unicodeScalars[index] == "\t"
      {
        return SceneDiagnostic(
          "invalid YAML: a tab where YAML expects spaces; indent with spaces",
          at: place(failure.line, failure.column))
      }
      return SceneDiagnostic(message(failure), at: place(failure.line, failure.column))
    case .reader:
      let index = yaml.utf8.index(
        yaml.utf8.startIndex, offsetBy: failure.offset, limitedBy: yaml.utf8.endIndex
      )?.samePosition(in: yaml)
      let (line, column) = index.map { TextLines.lineAndColumn(of: $0, in: yaml) } ?? (1, 1)
      return SceneDiagnostic("unreadable text: \(failure.problem)", at: place(line, column))
    case .memory:
      return SceneDiagnostic("unreadable YAML: out of memory", at: place(1, 1))
    }
  }

  /// A parser's problem as a sentence: `invalid YAML: did not find expected key (in a block
  /// mapping that starts at 3:1)`.
  private func message(_ failure: YAMLComposer.Failure) -> String {
    let problem = failure.problem
    if problem.hasPrefix("Maximum nesting level reached") {
      return "the YAML is nested too deeply; a scene file nests at most \(Self.maximumDepth) levels"
    }
    var words = "invalid YAML: \(problem)"
    // libyaml's contexts read "while parsing a block mapping", "while scanning an anchor".
    if let context = failure.context,
      let range = context.text.range(of: #"^while \w+ (?=an? )"#, options: .regularExpression)
    {
      let within = context.text[range.upperBound...]
      words += " (in \(within) that starts at \(context.line):\(context.column))"
    }
    // What libyaml says of an unquoted `title: People: everyone`, a second key on one line.
    if problem == "mapping values are not allowed in this context" {
      words += "; text containing ': ' must be quoted"
    }
    return words
  }

  private func place(_ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(file: file, line: max(line, 1), column: max(column, 1))
  }
}
