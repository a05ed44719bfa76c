import Foundation
import Testing

/// The tutorials' code files, checked against the example sources they build, which the build
/// compiles (and the scene files, which People's tests load): each step's file is the named
/// source's lines in its order, some left out, and a tutorial's last step of a file is the
/// file itself, so a renamed API breaks the tutorial with the example.
@Suite("The tutorials' code is the examples' code")
struct TutorialTests {
  /// A `@Code(name:file:)` of a tutorial: the file it stands for and the step's file.
  struct Step: CustomTestStringConvertible, Sendable {
    let tutorial: String
    let name: String
    let file: String
    /// Whether no later step of the tutorial shows `name`.
    let isLast: Bool

    var testDescription: String { "\(tutorial): \(file) (\(name))" }
  }

  static let catalog = SnippetTests.root.appending(path: "Sources/Symbiosis/Symbiosis.docc")

  /// Where the sources the tutorials build live.
  static let sourceFolders = [
    "Examples/User", "Examples/People", "Examples/People/Scenes", "Tests/UserDemoTests",
    "Tests/PeopleDemoTests",
  ]

  /// Every step of every tutorial, in order.
  static let steps: [Step] = {
    let folder = catalog.appending(path: "Tutorials")
    var steps: [Step] = []
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for tutorial in names.sorted() where tutorial.hasSuffix(".tutorial") {
      guard let text = try? String(contentsOf: folder.appending(path: tutorial), encoding: .utf8)
      else { continue }
      let codes = text.split(separator: "\n").compactMap { line -> (String, String)? in
        guard let name = value(of: "name", in: line), let file = value(of: "file", in: line)
        else { return nil }
        return (name, file)
      }
      for (index, (name, file)) in codes.enumerated() {
        let isLast = !codes[(index + 1)...].contains { $0.0 == name }
        steps.append(Step(tutorial: tutorial, name: name, file: file, isLast: isLast))
      }
    }
    return steps
  }()

  /// The quoted value of `key:` in a `@Code(…)` line.
  static func value(of key: String, in line: Substring) -> String? {
    guard line.contains("@Code("), let start = line.range(of: "\(key): \"") else { return nil }
    return String(line[start.upperBound...].prefix { $0 != "\"" })
  }

  /// The file's lines, trimmed, blank ones left out.
  static func lines(of url: URL) throws -> [String] {
    try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// The source a step's file stands for.
  static func source(named name: String) throws -> URL {
    let found = sourceFolders.map { SnippetTests.root.appending(path: "\($0)/\(name)") }
      .filter { FileManager.default.fileExists(atPath: $0.path) }
    try #require(found.count == 1, "one source is named \(name): \(found.map(\.path))")
    return found[0]
  }

  /// The lines of `step` that `source` does not have in this order.
  static func outOfPlace(_ step: [String], in source: [String]) -> [String] {
    var rest = source[...]
    var missing: [String] = []
    for line in step {
      if let index = rest.firstIndex(of: line) {
        rest = rest[(index + 1)...]
      } else {
        missing.append(line)
      }
    }
    return missing
  }

  @Test func bothTutorialsHaveSteps() {
    #expect(Set(Self.steps.map(\.tutorial)).count >= 2)
    #expect(Self.steps.count >= 10)
  }

  @Test(arguments: steps)
  func aStepShowsItsSourcesLinesInOrder(_ step: Step) throws {
    let source = try Self.lines(of: Self.source(named: step.name))
    let shown = try Self.lines(of: Self.catalog.appending(path: "Resources/\(step.file)"))
    let missing = Self.outOfPlace(shown, in: source)
    #expect(
      missing.isEmpty,
      "\(step.file) shows lines \(step.name) does not have, in this order:\n\(missing.joined(separator: "\n"))"
    )
    if step.isLast {
      #expect(shown == source, "the last step of \(step.name) shows it whole")
    }
  }

  /// The check itself: a line the source does not have, or has earlier, is reported.
  @Test func aWrongOrMisplacedLineIsReported() {
    let source = ["import Symbiosis", "let a = 1", "let b = 2"]
    #expect(Self.outOfPlace(["import Symbiosis", "let b = 2"], in: source).isEmpty)
    #expect(Self.outOfPlace(["let b = 2", "let a = 1"], in: source) == ["let a = 1"])
    #expect(Self.outOfPlace(["import Symbiosiss"], in: source) == ["import Symbiosiss"])
  }
}
