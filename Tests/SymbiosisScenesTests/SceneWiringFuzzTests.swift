import Foundation
import Symbiosis
import SymbiosisTesting
import Testing

@testable import SymbiosisScenes

/// Mutated People files through the whole loader (reader, checker, builder) on the stand-in
/// platform: never a crash or a hang; every problem inside its file; a file that passes the
/// checker builds.
@MainActor
@Suite struct SceneWiringFuzzTests {
  @Test(.timeLimit(.minutes(5))) func mutatedFilesAreCheckedAndGoodOnesBuild() throws {
    let names = SceneFileFuzzTests.files
    let originals = try names.map { Array(try PeopleSceneFilesTests.text($0).utf8) }
    var random = SeededRandom(seed: 2107)
    let vocabulary = Array(
      Set(originals.flatMap { words(in: $0).map { String(decoding: $0, as: UTF8.self) } })
    ).sorted()
    var (rejected, built) = (0, 0)
    for round in 0..<1000 {
      var files = originals
      let damaged = Int.random(in: 0..<files.count, using: &random)
      for _ in 0...Int.random(in: 0...2, using: &random) {
        if Bool.random(using: &random) {
          SceneFileMutation.allCases.randomElement(using: &random)?
            .apply(to: &files[damaged], using: &random)
        } else {
          swapName(in: &files[damaged], vocabulary: vocabulary, using: &random)
        }
      }
      let texts = files.map { String(decoding: $0, as: UTF8.self) }
      let platform = StandInPlatform()
      do throws(SceneErrors) {
        let library = try SceneLibrary(
          files: Array(zip(names, texts)).map { (name: $0.0, text: $0.1) }, types: .people,
          platform: platform, showsPreviews: true)
        for name in library.sceneNames {
          do {
            _ = try library.scene(named: name).makeContent()
          } catch {
            Issue.record("round \(round): \(name) passed the checker but failed to build: \(error)")
          }
        }
        built += 1
      } catch {
        rejected += 1
        for problem in error.diagnostics {
          let index = names.firstIndex(of: problem.location.file)
          let lines = index.map { TextLines.count(in: texts[$0]) } ?? 0
          #expect(
            index != nil && (1...lines + 1).contains(problem.location.line)
              && problem.location.column >= 1,
            "round \(round): \(problem)")
        }
      }
    }
    #expect(rejected > 300)
    #expect(built > 50)
  }

  /// The runs of letters, digits and dots in `bytes`: names, keys, references.
  private func words(in bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    bytes.split { !isNameByte($0) }
  }

  private func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
      || (byte >= 0x30 && byte <= 0x39)
      || byte == 0x2E || byte == 0x5F
  }

  /// Replaces one name of `bytes` with a name of the files: a file that still reads, with a
  /// name in the wrong place.
  private func swapName(
    in bytes: inout [UInt8], vocabulary: [String], using random: inout SeededRandom
  ) {
    guard let word = words(in: bytes).randomElement(using: &random),
      let replacement = vocabulary.randomElement(using: &random)
    else { return }
    bytes.replaceSubrange(word.startIndex..<word.endIndex, with: Array(replacement.utf8))
  }
}
