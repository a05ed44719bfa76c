import Foundation
import SymbiosisTesting
import Testing

@_spi(Internals) @testable import SymbiosisScenes

/// Thousands of mutations of People's two scene files through the reader: never a crash or a
/// hang, every problem at a place inside the file.
@Suite struct SceneFileFuzzTests {
  static let files = ["People.scene.yaml", "Person.scene.yaml"]

  @Test func theGoodFilesHaveNoProblems() throws {
    for file in Self.files {
      _ = try SceneDefinition.parse(yaml: PeopleSceneFilesTests.text(file), file: file)
    }
  }

  @Test(.timeLimit(.minutes(5)), arguments: files)
  func mutatedFilesReportEveryProblemInsideTheFile(file: String) async throws {
    let original = Array(try PeopleSceneFilesTests.text(file).utf8)
    var random = SeededRandom(seed: file == Self.files[0] ? 21 : 2121)
    var rejected = 0
    for round in 0..<3000 {
      // Seconds of one of the cooperative pool's few threads in all, both files' at once: the
      // tasks other tests wait for (a file watcher's look, a test clock's advance) get turns.
      await Task.yield()
      var bytes = original
      for _ in 0...Int.random(in: 0...2, using: &random) {
        SceneFileMutation.allCases.randomElement(using: &random)?.apply(to: &bytes, using: &random)
      }
      let yaml = String(decoding: bytes, as: UTF8.self)
      let lines = TextLines.count(in: yaml)
      do {
        _ = try SceneDefinition.parse(yaml: yaml, file: file)
      } catch {
        rejected += 1
        for problem in error.diagnostics {
          let place = problem.location
          #expect(
            place.file == file && (1...lines + 1).contains(place.line) && place.column >= 1,
            "round \(round): \(problem) in a file of \(lines) lines:\n\(yaml)")
          #expect(!problem.message.isEmpty)
        }
      }
    }
    // The mutations do reach the reader's problems, not only harmless spots.
    #expect(rejected > 1000)
  }
}

/// One way a scene file gets damaged: an editor's slip, a half-written save, a hostile file.
enum SceneFileMutation: CaseIterable {
  case flipBit, deleteRange, duplicateLine, changeIndentation, truncate, swapTokens
  case insertBrace, insertAnchor, insertAlias, insertTab, insertHugeNumber, insertNUL
  case insertIndicator

  func apply(to bytes: inout [UInt8], using random: inout SeededRandom) {
    let position = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &random)
    func insert(_ text: String) { bytes.insert(contentsOf: Array(text.utf8), at: position) }
    switch self {
    case .flipBit:
      guard position < bytes.count else { return }
      bytes[position] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random)
    case .deleteRange:
      let end = min(bytes.count, position + Int.random(in: 1...20, using: &random))
      bytes.removeSubrange(position..<end)
    case .duplicateLine:
      var lines = bytes.split(separator: 10, omittingEmptySubsequences: false)
      guard let index = lines.indices.randomElement(using: &random) else { return }
      lines.insert(lines[index], at: index)
      bytes = Array(lines.joined(separator: [10]))
    case .changeIndentation:
      var lines = bytes.split(separator: 10, omittingEmptySubsequences: false).map(Array.init)
      guard let index = lines.indices.randomElement(using: &random) else { return }
      let change = Int.random(in: -4...4, using: &random)
      if change > 0 {
        lines[index].insert(contentsOf: Array(repeating: 32, count: change), at: 0)
      } else {
        lines[index].removeFirst(min(-change, lines[index].prefix { $0 == 32 }.count))
      }
      bytes = Array(lines.joined(separator: [10]))
    case .truncate:
      bytes.removeSubrange(position...)
    case .swapTokens:
      var tokens = bytes.split(separator: 32, omittingEmptySubsequences: false).map(Array.init)
      guard tokens.count > 1 else { return }
      let a = Int.random(in: 0..<tokens.count, using: &random)
      let b = Int.random(in: 0..<tokens.count, using: &random)
      tokens.swapAt(a, b)
      bytes = Array(tokens.joined(separator: [32]))
    case .insertBrace: insert(["{", "}", "{{", "{ "].randomElement(using: &random) ?? "{")
    case .insertAnchor: insert("&a ")
    case .insertAlias:
      insert(["*a", " *a", "&a [x, *a]", "*a : b\n"].randomElement(using: &random) ?? "*a")
    case .insertTab: insert("\t")
    case .insertHugeNumber: insert("99999999999999999999999999999999999999")
    case .insertNUL: insert("\u{0}")
    case .insertIndicator:
      insert(String(":-[]{},#\"'|>!%@`?\n".randomElement(using: &random) ?? ":"))
    }
  }
}
