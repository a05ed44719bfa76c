import ArgumentParser
import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisTerminal
import SymbiosisTerminalScenes
import SymbiosisWebServer

/// `people [--file people.json]` plus every scene-file app's options: SymbiOSis's data-driven
/// app in a terminal, its screens wired by the scene files in `Scenes/`.
@main
struct PeopleMain: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "people",
    abstract: "A directory of people: search, open a page, edit an age, copy an e-mail.",
    discussion: "Type to search; ↓ and Enter open a person; Esc goes back.", version: "0.2.0")

  @OptionGroup var scenes: SceneOptions
  @OptionGroup var terminal: TerminalOptions
  @OptionGroup var web: WebOptions

  @Option(help: "A JSON list of people to show and save edits to, instead of the embedded one.")
  var file: String?

  @MainActor func run() async throws {
    let types = SceneTypes.people(file: file.map { URL(filePath: $0) })
    if web.web {
      try await scenes.serve(root: "People", types: types, bundle: .module, web: web)
    } else {
      try await scenes.run(root: "People", types: types, bundle: .module, terminal: terminal)
    }
  }
}
