import Foundation
import SymbiosisScenes
import SymbiosisTerminal
import SymbiosisTerminalScenes
import Testing

/// Every scene file the scene files article (`SceneFilesAndLiveReload.md`, "the guide") shows,
/// loaded as the guide says it loads: with the guide's types (`SceneTypes.guide`, People's and
/// the reference's) on the terminal platform, beside People's own scene files, so an example
/// may segue to `Person`.
///
/// A `yaml` block is a file named after its scene (`scene: Person` is `Person.scene.yaml`). A
/// good one loads, and every scene of the library builds; one whose file is People's must be
/// that file, word for word. A block whose first line is `# broken` fails with exactly the lines
/// of the block after it, one diagnostic a line.
@Suite("The scene files guide's examples")
struct SceneFilesGuideTests {
  /// A scene file the guide shows, and what it says loading it gives.
  struct Example: CustomTestStringConvertible, Sendable {
    /// The guide's line where the block starts.
    let line: Int
    /// The file's text.
    let text: String
    /// The diagnostics the guide prints after a broken example; nil for a good one.
    let expected: [String]?

    /// The file's name: its scene's name, `.scene.yaml`.
    var file: String {
      for line in text.split(separator: "\n") where line.hasPrefix("scene: ") {
        return "\(line.dropFirst("scene: ".count)).scene.yaml"
      }
      return "Example.scene.yaml"
    }

    var testDescription: String { "SceneFilesAndLiveReload.md:\(line) \(file)" }
  }

  static let guide = SnippetTests.root.appending(
    path: "Sources/SymbiosisScenes/SymbiosisScenes.docc/Articles/SceneFilesAndLiveReload.md")
  static let appScenes = SnippetTests.root.appending(path: "Examples/People/Scenes")

  /// The guide's `yaml` blocks, each with the block after it when it is marked broken.
  static let examples: [Example] = {
    guard let text = try? String(contentsOf: guide, encoding: .utf8) else { return [] }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    /// The lines of the fenced block opening at `start`, and the index after its end.
    func block(at start: Int) -> ([String], Int) {
      var end = start + 1
      while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
      return (Array(lines[(start + 1)..<min(end, lines.count)]), end + 1)
    }
    var examples: [Example] = []
    var index = 0
    while index < lines.count {
      guard lines[index] == "```yaml" else {
        index += 1
        continue
      }
      let start = index + 1
      let (yaml, next) = block(at: index)
      index = next
      var expected: [String]?
      if yaml.first == "# broken" {
        while index < lines.count, !lines[index].hasPrefix("```") { index += 1 }
        if index < lines.count {
          let (printed, after) = block(at: index)
          expected = printed
          index = after
        }
      }
      examples.append(
        Example(line: start, text: yaml.joined(separator: "\n") + "\n", expected: expected))
    }
    return examples
  }()

  /// People's scene files, by name.
  static func appFiles() throws -> [String: String] {
    var files: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: appScenes.path)
    where name.hasSuffix(".scene.yaml") {
      files[name] = try String(contentsOf: appScenes.appending(path: name), encoding: .utf8)
    }
    return files
  }

  @Test func theGuideShowsGoodAndBrokenExamples() {
    #expect(Self.examples.count >= 8, "the guide's yaml blocks were found")
    #expect(Self.examples.contains { $0.expected != nil }, "some are broken on purpose")
    #expect(Self.examples.allSatisfy { $0.expected != [] }, "a broken example prints what it gives")
  }

  @Test(arguments: examples)
  @MainActor func example(_ example: Example) throws {
    var files = try Self.appFiles()
    if example.expected == nil, let app = files[example.file] {
      #expect(example.text == app, "the guide shows \(example.file) as it is in People")
    }
    files[example.file] = example.text
    let library: SceneLibrary
    do throws(SceneErrors) {
      library = try SceneLibrary(
        files: files.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, types: .guide,
        platform: TerminalScenePlatform(), showsPreviews: true)
    } catch {
      let printed = error.diagnostics.map(\.description)
      #expect(
        printed == example.expected,
        "\(example.file) gives:\n\(printed.joined(separator: "\n"))")
      return
    }
    #expect(example.expected == nil, "a broken example loads")
    for name in library.sceneNames { _ = try library.scene(named: name).content() }
  }
}
