import ArgumentParser
import Foundation
import SymbiosisScenes
import SymbiosisTerminal
import SymbiosisTerminalScenes
import SymbiosisWebServer

/// The todos a list shows first.
enum TodoFilter: String, CaseIterable, ExpressibleByArgument, Sendable {
  case all, active, completed
}

/// `todos [--file todos.json] [--filter active] [--web]` plus every scene-file app's options:
/// TodoMVC, its screen wired by `Scenes/Todos.scene.yaml`, in the terminal or served to browsers.
@main
struct TodosMain: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "todos", abstract: "TodoMVC: add, edit, complete and filter todos in a file.")

  @OptionGroup var scenes: SceneOptions
  @OptionGroup var terminal: TerminalOptions
  @OptionGroup var web: WebOptions

  @Option(help: "The JSON file the todos are kept in.") var file = "todos.json"
  @Option(help: "The todos shown first: all, active or completed.") var filter = TodoFilter.all

  @MainActor func run() async throws {
    let types = SceneTypes.todos(file: URL(filePath: file), filter: filter)
    try await web.web
      ? scenes.serve(root: "Todos", types: types, bundle: .module, web: web)
      : scenes.run(root: "Todos", types: types, bundle: .module, terminal: terminal)
  }
}
