import ArgumentParser
import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisTerminal
import SymbiosisTerminalScenes

/// The todos a list shows first.
enum TodoFilter: String, CaseIterable, ExpressibleByArgument, Sendable {
  case all, active, completed
}

/// `todos [--file todos.json] [--filter active]` plus every scene-file app's options: TodoMVC,
/// its screen wired by `Scenes/Todos.scene.yaml`.
@main
struct TodosMain: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "todos", abstract: "TodoMVC: add, edit, complete and filter todos, kept in a file."
  )

  @OptionGroup var scenes: SceneOptions
  @OptionGroup var terminal: TerminalOptions

  @Option(help: "The JSON file the todos are kept in.") var file = "todos.json"
  @Option(help: "The todos shown first: all, active or completed.") var filter = TodoFilter.all

  @MainActor func run() async throws {
    let types = SceneTypes.todos(file: URL(filePath: file), filter: filter)
    try await scenes.run(root: "Todos", types: types, bundle: .module, terminal: terminal)
  }
}
