import Foundation
import Symbiosis
import SymbiosisTesting
import Testing

@testable import SymbiosisScenes

/// People files with a name swapped for another name of the files — files that still read,
/// with a name in the wrong place, which is what the checker is for — through reader, checker
/// and builder: never a crash, every problem inside its file, and a file the checker passes
/// always builds (``SceneLibraryFuzzTests`` damages the bytes instead).
@MainActor
@Suite struct SceneWiringFuzzTests {
  @Test(.timeLimit(.minutes(5))) func filesWithNamesSwappedAreCheckedAndGoodOnesBuild() async throws
  {
    let good = try SceneLibraryFuzzTests.files()
    let vocabulary = Array(Set(good.flatMap { names(in: $0.text) })).sorted()
    var random = SeededRandom(seed: 2107)
    var (rejected, built) = (0, 0)
    for round in 0..<1000 {
      var files = good
      let target = Int.random(in: 0..<files.count, using: &random)
      for _ in 0...Int.random(in: 0...2, using: &random) {
        files[target].text = swapName(in: files[target].text, vocabulary, using: &random)
      }
      // Read off the main actor, which is free for other tests meanwhile; only checking and
      // building need it.
      let readings = await SceneLibraryFuzzTests.read(files)
      do throws(SceneErrors) {
        let library = try SceneLibrary(
          readings: readings, types: .people, platform: StandInPlatform(), showsPreviews: true)
        for name in library.sceneNames {
          do {
            _ = try library.scene(named: name).makeContent()
          } catch {
            Issue.record("round \(round): \(name) passed the checker but did not build: \(error)")
          }
        }
        built += 1
      } catch {
        rejected += 1
        SceneLibraryFuzzTests.expectInside(error.diagnostics, of: files, round: round)
      }
    }
    #expect(rejected > 500)
    #expect(built > 50)
  }

  /// The runs of letters, digits, dots and underscores in `text`: names, keys, references.
  private func names(in text: String) -> [String] {
    text.split { !isNameCharacter($0) }.map(String.init)
  }

  private func isNameCharacter(_ character: Character) -> Bool {
    character.isASCII
      && (character.isLetter || character.isNumber || character == "." || character == "_")
  }

  /// `text` with one of its names replaced by `vocabulary`'s.
  private func swapName(
    in text: String, _ vocabulary: [String], using random: inout SeededRandom
  ) -> String {
    let ranges = text.split { !isNameCharacter($0) }.map { $0.startIndex..<$0.endIndex }
    guard let range = ranges.randomElement(using: &random),
      let replacement = vocabulary.randomElement(using: &random)
    else { return text }
    return text.replacingCharacters(in: range, with: replacement)
  }
}
