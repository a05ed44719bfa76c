import Foundation
import Symbiosis
import SymbiosisScenes
import Testing

/// Scene files are user input: files made to be slow or deep, within the size a scene file may
/// have, are read and checked in time linear in their size, and answer with their problems.
/// Each test's file took minutes (or overflowed the stack) before its fix; the minute's limit
/// is a hang guard, not a speed bound.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct HostileSceneFileTests {
  let platform = StandInPlatform()

  func problems(_ text: String) -> [SceneDiagnostic] {
    do {
      _ = try SceneLibrary(
        files: [("T.scene.yaml", text)], types: .people, platform: platform)
      return []
    } catch {
      return error.diagnostics
    }
  }

  @Test func aTextOfManyReferencesOrLoneBracesIsReadInLinearTime() {
    let count = 300_000
    let references = String(repeating: "{a}", count: count)
    let (read, _) = TextTemplate.parse(SceneNode(.scalar(references), at: place(1, 1)))
    #expect(read?.references.count == count)
    #expect(read?.references.last?.parts.first?.location == place(1, 3 * count - 1))
    let braces = String(repeating: "}a", count: count)
    let (_, problems) = TextTemplate.parse(SceneNode(.scalar(braces), at: place(1, 1)))
    #expect(problems.count == count)
    #expect(problems.last?.location == place(1, 2 * count - 1))
  }
}
