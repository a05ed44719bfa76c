import Foundation
import Yams

/// Reads YAML text into ``SceneNode``s through Yams, refusing what a scene file never needs and
/// what could make reading explode.
///
/// Anchors are taken out before Yams resolves aliases: Yams shares an aliased node, and hashing
/// an aliased key (it checks keys for duplicates) walks the whole shared tree, so a
/// billion-laughs file would hang it. Each `&` is first turned into `!`, which makes an anchor a
/// tag of the same width and leaves everything else as it was: every alias is then undefined and
/// Yams stops at the first one, at its place. Only a text with no alias is read as written.
///
/// Yams stops at the first key written twice in a mapping and names the first of the two; the
/// reader renames that one (same width, so every place stays) and reads again, so that the
/// problem is reported at the second key, as a compiler reports a redefinition.
struct YAMLReader {
  /// The longest text read, in UTF-8 bytes.
  static let maximumBytes = 1_000_000
  /// The deepest nesting of lists and mappings read.
  static let maximumDepth = 64
  /// How many keys written twice are found before reading stops.
  static let maximumDuplicates = 16

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
    if yaml.unicodeScalars.contains("&") {
      // Tells whether there is an alias, without letting Yams resolve one.
      let tagged = String(
        String.UnicodeScalarView(yaml.unicodeScalars.map { $0 == "&" ? "!" : $0 }))
      if case .failure(let problem) = compose(tagged) {
        throw SceneErrors([anchorAware(problem)])
      }
    }
    switch compose(yaml) {
    case .failure(let problem): throw SceneErrors([problem])
    case .success(let composed):
      defer { withExtendedLifetime(composed.parser) {} }  // Yams holds node anchors weakly.
      guard let root = composed.root else {
        return SceneNode(.scalar(""), at: place(1, 1))
      }
      var converter = NodeConverter(file: file, renamed: composed.renamed)
      let node = converter.convert(root, depth: 1)
      if !converter.problems.isEmpty { throw SceneErrors(converter.problems) }
      return node
    }
  }

  /// A read text: its root (nil when empty), the parser that owns its anchors, and the keys
  /// renamed to get past duplicates, by place.
  private struct Composed {
    var root: Node?
    var parser: Parser?
    var renamed: [Place: String]
  }

  /// A line and column, as a dictionary key.
  struct Place: Hashable {
    var line: Int
    var column: Int
  }

  /// Yams' tree of `text`, renaming the first of each pair of duplicate keys until none is left.
  private func compose(_ text: String) -> Result<Composed, SceneDiagnostic> {
    var text = text
    var renamed: [Place: String] = [:]
    while true {
      do {
        // The basic resolver: every scalar is text (the checker reads each by what it is for),
        // and Yams' duplicate check, which resolves each key's tag, runs no regular expression.
        let parser = try Parser(yaml: text, resolver: .basic, encoding: .utf8)
        let root = try parser.singleRoot()
        return .success(Composed(root: root, parser: parser, renamed: renamed))
      } catch let YamlError.duplicatedKeysInMapping(duplicates, context) {
        let key = duplicates.first ?? ""
        let at = Place(line: context.mark.line, column: context.mark.column)
        guard renamed.count < Self.maximumDuplicates,
          let renamedText = rename(key, at: at, in: text, number: renamed.count)
        else {
          return .failure(SceneDiagnostic("the key '\(key)' is written twice", at: place(at)))
        }
        text = renamedText
        renamed[at] = key
      } catch let error as YamlError {
        return .failure(diagnostic(for: error))
      } catch {
        return .failure(SceneDiagnostic("unreadable YAML: \(error)", at: place(1, 1)))
      }
    }
  }

  /// `text` with the key `key` written at `at` replaced by a private name of the same width,
  /// or nil when the key is not written there as plain or quoted text.
  private func rename(_ key: String, at: Place, in text: String, number: Int) -> String? {
    guard !key.isEmpty,
      var start = TextLines.index(line: at.line, column: at.column, in: text)
    else { return nil }
    let scalars = text.unicodeScalars
    if start < scalars.endIndex, scalars[start] == "\"" || scalars[start] == "'" {
      start = scalars.index(after: start)
    }
    var end = start
    for expected in key.unicodeScalars {
      guard end < scalars.endIndex, scalars[end] == expected else { return nil }
      end = scalars.index(after: end)
    }
    // Private-use scalars: plain text to YAML, never in a real key, distinct for each rename.
    guard let first = Unicode.Scalar(0xE000 + UInt32(number)), let rest = Unicode.Scalar(0xE0FF)
    else { return nil }
    var replacement = String.UnicodeScalarView([first])
    replacement.append(contentsOf: Array(repeating: rest, count: key.unicodeScalars.count - 1))
    var result = text.unicodeScalars
    result.replaceSubrange(start..<end, with: replacement)
    return String(result)
  }

  /// The problem Yams found in the text with anchors made tags: an alias, or the problem
  /// itself; a problem at a former anchor is the anchor's.
  private func anchorAware(_ problem: SceneDiagnostic) -> SceneDiagnostic {
    if let index = TextLines.index(
      line: problem.location.line, column: problem.location.column, in: yaml),
      index < yaml.unicodeScalars.endIndex, yaml.unicodeScalars[index] == "&"
    {
      return SceneDiagnostic(Self.anchorMessage, at: problem.location)
    }
    return problem
  }

  static let anchorMessage =
    "anchors ('&name') are not allowed in scene files; write the value where it is used"
  static let aliasMessage =
    "aliases ('*name') are not allowed in scene files; write the value where it is used"

  /// `error` in plain words, at its place.
  private func diagnostic(for error: YamlError) -> SceneDiagnostic {
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _):
      if let index = TextLines.index(line: mark.line, column: mark.column, in: yaml),
        index < yaml.unicodeScalars.endIndex, yaml.unicodeScalars[index] == "\t"
      {
        return SceneDiagnostic(
          "invalid YAML: a tab where YAML expects spaces; indent with spaces",
          at: place(mark.line, mark.column))
      }
      return SceneDiagnostic(message(problem, context: context), at: place(mark.line, mark.column))
    case .composer(let context, let problem, let mark, _):
      if problem == "found undefined alias" {
        return SceneDiagnostic(Self.aliasMessage, at: place(mark.line, mark.column))
      }
      return SceneDiagnostic(message(problem, context: context), at: place(mark.line, mark.column))
    case .reader(let problem, let offset, _, _):
      let index = offset.flatMap {
        yaml.index(yaml.startIndex, offsetBy: $0, limitedBy: yaml.endIndex)
      }
      let (line, column) = index.map { TextLines.lineAndColumn(of: $0, in: yaml) } ?? (1, 1)
      return SceneDiagnostic("unreadable text: \(problem)", at: place(line, column))
    case .duplicatedKeysInMapping(let duplicates, let context):
      return SceneDiagnostic(
        "the key '\(duplicates.first ?? "")' is written twice",
        at: place(context.mark.line, context.mark.column))
    default:
      return SceneDiagnostic("unreadable YAML: \(error)", at: place(1, 1))
    }
  }

  /// A parser's problem as a sentence: `invalid YAML: did not find expected key (in a block
  /// mapping that starts at 3:1)`.
  private func message(_ problem: String, context: YamlError.Context?) -> String {
    if problem.hasPrefix("Maximum nesting level reached") {
      return "the YAML is nested too deeply; a scene file nests at most \(Self.maximumDepth) levels"
    }
    if problem == "but found another document" {
      return "expected one YAML document, found another; a scene file is one document"
    }
    var words = "invalid YAML: \(problem)"
    // libyaml's contexts read "while parsing a block mapping", "while scanning an anchor".
    if let context,
      let range = context.text.range(of: #"^while \w+ (?=an? )"#, options: .regularExpression)
    {
      let within = context.text[range.upperBound...]
      words += " (in \(within) that starts at \(context.mark.line):\(context.mark.column))"
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

  private func place(_ at: Place) -> SourceLocation { place(at.line, at.column) }
}
