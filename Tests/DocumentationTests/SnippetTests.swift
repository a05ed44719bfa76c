import Foundation
import Testing

/// The documents' code, checked against `Snippets.swift`, which the build compiles.
@Suite("Documentation snippets compile")
struct SnippetTests {
  /// The repository's root, from this file's place in it.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The sections checked: a document, and the headings their text runs between (an empty
  /// end: to the document's end).
  static let sections = [
    ("README.md", "**SymbiOSis.**", "## Documentation"),
    ("Documentation/ScreenParts.md", "## Actions", "## Collections"),
    ("Documentation/SceneFiles.md", "# Scene files", ""),
  ]

  /// Lines shown that only an app's own module can compile: `@main` marks its entry point, and
  /// a test target has its own.
  static let appOnly: Set<String> = ["@main"]

  /// The lines of the Swift code blocks in `document` from `start` to `end`, trimmed.
  static func codeLines(of document: String, from start: String, to end: String) throws -> [String]
  {
    let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
    let from = try #require(text.range(of: start), "\(document) has no '\(start)'")
    let to =
      end.isEmpty
      ? text.endIndex
      : try #require(text.range(of: end, range: from.upperBound..<text.endIndex)).lowerBound
    var inCode = false
    var lines: [String] = []
    for line in text[from.lowerBound..<to].split(
      separator: "\n", omittingEmptySubsequences: false)
    {
      if line.hasPrefix("```") {
        inCode = line == "```swift"
      } else if inCode, !line.trimmingCharacters(in: .whitespaces).isEmpty {
        lines.append(line.trimmingCharacters(in: .whitespaces))
      }
    }
    return lines
  }

  @Test(arguments: sections)
  func everyLineOfTheSectionsCodeIsCompiled(document: String, start: String, end: String) throws {
    let compiled = try String(
      contentsOf: Self.root.appendingPathComponent("Tests/DocumentationTests/Snippets.swift"),
      encoding: .utf8)
    let known = Set(compiled.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
    let lines = try Self.codeLines(of: document, from: start, to: end)
    #expect(lines.count > 10, "the section's code was found")
    let missing = lines.filter { !known.contains($0) && !Self.appOnly.contains($0) }
    #expect(
      missing.isEmpty,
      "\(document) shows lines that nothing compiles:\n\(missing.joined(separator: "\n"))")
  }
}
