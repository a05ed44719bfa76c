import ArgumentParser
import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisTerminal
import SymbiosisTerminalScenes

/// `people [--file people.json]` plus every scene-file app's options: SymbiOSis's data-driven
/// app in a terminal, its screens wired by the scene files in `Scenes/`.
@main
struct PeopleMain: AsyncParsableCommand {
  @OptionGroup var scenes: SceneOptions
  @OptionGroup var terminal: TerminalOptions

  func run() async throws {
    try await scenes.run(root: "People", types: .people, bundle: .module, terminal: terminal)
  }
}
