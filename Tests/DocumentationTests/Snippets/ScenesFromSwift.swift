// swift-format-ignore-file
// SceneFilesAndLiveReload.md's "Opening a scene from Swift", compiled and run; lines are kept as
// the article shows them.
import ArgumentParser
import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisTerminal
import SymbiosisTerminalScenes
import Testing

extension SceneFilesGuide {
  static let ada = Person(
    id: 1, firstName: "Ada", lastName: "Lovelace", age: 36, heightInInches: 65, favoriteColor: "#3366cc",
    email: "ada@example.org", homepage: URL(filePath: "/people/ada"))

  @MainActor static func open(navigator: Navigator, library: SceneLibrary) throws {
    try navigator.perform(scene: "Person", from: library, passing: ada)   // into its Person source
    try navigator.perform(scene: "People", from: library, presentation: .modal)
  }

  // People, opening Ada's page at start.
  struct PeopleAtAda: AsyncParsableCommand {
    @OptionGroup var scenes: SceneOptions
    @OptionGroup var terminal: TerminalOptions
    func run() async throws {
      try await scenes.run(root: "People", types: .people, bundle: .module, terminal: terminal) { app in
        try app.navigator.perform(scene: "Person", from: app.library, passing: ada)
      }
    }
  }
}

@Suite("Scene files and live reload: opening a scene from Swift")
struct ScenesFromSwiftArticle {
  @Test @MainActor func theArticlesCallsOpenPeoplesScenes() throws {
    let library = try SceneLibrary(
      directory: SceneFilesGuideTests.appScenes, types: .people, platform: TerminalScenePlatform())
    let navigator = Navigator(root: try library.scene(named: "People"))
    try SceneFilesGuide.open(navigator: navigator, library: library)
    #expect(navigator.stack.value.map(\.presentation) == [.push, .push, .modal])
    #expect(navigator.stack.value.map { ($0.scene as? FileScene)?.name } == ["People", "Person", "People"])
  }
}
