import Foundation
import Symbiosis
import SymbiosisTesting
import Testing

@testable import SymbiosisScenes

/// The whole load — read, check, build — of mutated People scene files with People's types on
/// the stand-in platform: never a crash or a hang, every problem inside the file it names, and a
/// live library that a broken reload leaves working and a good one clears.
@MainActor
@Suite struct SceneLibraryFuzzTests {
  static func files() throws -> [(name: String, text: String)] {
    try SceneFileFuzzTests.files.map { (name: $0, text: try PeopleSceneFilesTests.text($0)) }
  }

  /// `text` with one to three random mutations.
  static func mutate(_ text: String, using random: inout SeededRandom) -> String {
    var bytes = Array(text.utf8)
    for _ in 0...Int.random(in: 0...2, using: &random) {
      SceneFileMutation.allCases.randomElement(using: &random)?.apply(to: &bytes, using: &random)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `files` read as the library reads them, off the main actor.
  @concurrent
  nonisolated static func read(_ files: [(name: String, text: String)]) async -> [SceneReading] {
    files.map { SceneReading(yaml: $0.text, file: $0.name) }
  }

  /// Records each problem that is not at a line of the file it names (or the one after its
  /// last) and a column from 1.
  static func expectInside(
    _ problems: [SceneDiagnostic], of files: [(name: String, text: String)], round: Int
  ) {
    for problem in problems {
      guard let file = files.first(where: { $0.name == problem.location.file }) else {
        Issue.record("round \(round): \(problem) names no file loaded")
        continue
      }
      let lines = TextLines.count(in: file.text)
      #expect(
        (1...lines + 1).contains(problem.location.line) && problem.location.column >= 1,
        "round \(round): \(problem) in a file of \(lines) lines:\n\(file.text)")
    }
  }

  @Test(.timeLimit(.minutes(5)))
  func mutatedFilesLoadAndBuildOrReportProblemsInsideTheirFile() async throws {
    let good = try Self.files()
    var random = SeededRandom(seed: 4242)
    var loaded = 0
    var rejected = 0
    for round in 0..<1000 {
      var files = good
      let target = Int.random(in: 0..<files.count, using: &random)
      files[target].text = Self.mutate(files[target].text, using: &random)
      // Read off the main actor, which is free for other tests meanwhile; only checking and
      // building need it.
      let readings = await Self.read(files)
      do {
        let library = try SceneLibrary(
          readings: readings, types: .people, platform: StandInPlatform(), showsPreviews: true)
        loaded += 1
        for name in library.sceneNames {
          _ = try? library.scene(named: name).makeContent()
        }
      } catch {
        rejected += 1
        Self.expectInside(error.diagnostics, of: files, round: round)
      }
    }
    // Both outcomes are exercised: some mutations are harmless, most are not.
    #expect(loaded > 30)
    #expect(rejected > 300)
  }

  @Test(.timeLimit(.minutes(5)))
  func aLiveLibraryReloadsMutatedFilesAndRecoversWithTheGoodOnes() async throws {
    let good = try Self.files()
    let library = try SceneLibrary(
      files: good, types: .people, platform: StandInPlatform(), showsPreviews: true)
    let scenes = try library.sceneNames.map { try library.scene(named: $0) }
    for scene in scenes { _ = try scene.makeContent() }
    var random = SeededRandom(seed: 2424)
    for round in 0..<400 {
      let target = Int.random(in: 0..<good.count, using: &random)
      var files = good
      files[target].text = Self.mutate(good[target].text, using: &random)
      // As a file watcher's saves are applied: each file is read off the main actor, which is
      // free for other tests meanwhile.
      await library.apply([SceneFileChange(name: files[target].name, text: files[target].text)])
      Self.expectInside(library.problems.value, of: files, round: round)
      for scene in scenes { _ = try? scene.makeContent() }
      await library.apply([SceneFileChange(name: good[target].name, text: good[target].text)])
      #expect(library.problems.value.isEmpty, "round \(round): the good file still has problems")
    }
  }
}
