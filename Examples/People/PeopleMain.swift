import ArgumentParser
import Foundation
import Symbiosis
import SymbiosisTerminal

/// `people [--file people.json] [--text]`: SymbiOSis's data-driven app in a terminal.
@main
struct PeopleMain: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "people",
    abstract: "A directory of people: search, open a page, edit an age, copy an e-mail.",
    discussion: "Type to search; ↓ and Enter open a person; Esc goes back.", version: "0.1.0")

  @Option(help: "A JSON list of people to show instead of the embedded one.")
  var file: String?

  @Flag(help: "Print each frame as plain text and read keys from standard input (for scripts).")
  var text = false

  func run() async throws {
    if !text, let problem = App.terminalProblem() {
      throw ValidationError("\(problem) For example: printf 'ada' | people --text")
    }
    if let file {  // the app's own dependency, for every scene to find
      var services = PlatformServices()
      services[PeopleDirectory.self] = PeopleDirectory(file: URL(fileURLWithPath: file))
      PlatformServices.install(services)
    }
    await Self.start(text)
  }

  @MainActor
  static func start(_ textMode: Bool) async {
    await App(root: NavigationStack(Navigator(root: PeopleScene()))).runAsMain(textMode: textMode)
  }
}
