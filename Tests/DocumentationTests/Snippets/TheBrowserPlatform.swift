// swift-format-ignore-file
// TheBrowserPlatform.md's Swift, compiled; lines are kept as the article shows them.
import ArgumentParser
import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisTerminal
import SymbiosisTerminalScenes
import SymbiosisWeb
import SymbiosisWebServer

enum BrowserPlatformArticle {
  // People's command, served with --web or run in the terminal.
  struct PeopleCommand: AsyncParsableCommand {
    @Option var file: String?

    @OptionGroup var scenes: SceneOptions
    @OptionGroup var terminal: TerminalOptions
    @OptionGroup var web: WebOptions

    @MainActor func run() async throws {
      let types = SceneTypes.people(file: file.map { URL(filePath: $0) })
      if web.web {
        try await scenes.serve(root: "People", types: types, bundle: .module, web: web)
      } else {
        try await scenes.run(root: "People", types: types, bundle: .module, terminal: terminal)
      }
    }
  }

  // A view kind of the web's own.
  final class Meter: WebView {
    init() { super.init(tag: "meter") }
    var level = 0.0 { didSet { setAttribute("value", String(level)) } }
  }

  @MainActor static func meterTypes() -> SceneTypes {
    let types = SceneTypes().view("meter") { Meter() }
    return types
  }
}

extension SceneTypes {
  /// People's types, as the article's command names them: the guide's, whatever the file.
  @MainActor fileprivate static func people(file: URL?) -> SceneTypes { SceneFilesGuide.people }
}
