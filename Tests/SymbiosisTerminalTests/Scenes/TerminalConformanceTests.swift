import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisScenesTesting
import SymbiosisTerminal
import SymbiosisTerminalScenes
import SymbiosisTerminalTesting
import Testing

/// The terminal against the scene-file schema: it builds every standard kind as declared, every
/// property and style attribute changes what it draws, and a file naming every kind loads.
@MainActor
@Suite("The terminal conforms to the scene schema")
struct TerminalConformanceTests {
  /// Its `image` views load pictures with a loader that gives two paths pictures of two
  /// sizes, so that setting `path` shows a difference.
  @Test func theTerminalPassesTheConformanceSuite() async {
    let loader = ImageLoader { url in
      Bitmap(width: url.lastPathComponent == "0.25" ? 1 : 2, height: 1, filling: .clear)
    }
    #expect(await SceneConformance.failures(of: TerminalScenePlatform(imageLoader: loader)) == [])
  }

  @Test func aSceneFileUsingEveryStandardKindLoadsAndDraws() throws {
    let content = try SceneConformance.contentOfEveryKind(on: TerminalScenePlatform())
    let view = try #require(content as? View)
    let terminal = TestTerminal(view, columns: 60, rows: 40)
    #expect(terminal.text.contains("Working"))
    #expect(terminal.text.contains("Box"))
  }
}
