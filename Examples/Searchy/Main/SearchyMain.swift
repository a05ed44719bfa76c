import ArgumentParser
import Foundation
import Searchy
import SymbiosisTerminal

/// `searchy [--service catalog|itunes] [--base-url URL] [--text]`
@main
struct SearchyMain: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "searchy",
    abstract: "Search songs, artists and albums in the terminal.",
    discussion: """
      Searches an offline catalog of invented songs, or the iTunes Search API with \
      --service itunes. Type to search, Enter opens the results and a song, Esc goes back, \
      Ctrl-C quits.
      """,
    version: "0.1.0")

  /// Where songs are searched.
  enum Service: String, ExpressibleByArgument, CaseIterable {
    case catalog, itunes
  }

  @Option(help: "Where to search: catalog (offline) or itunes (the iTunes Search API).")
  var service: Service?

  @Option(
    help: ArgumentHelp(
      "A server answering like the iTunes Search API, such as http://127.0.0.1:8765; implies "
        + "--service itunes.", valueName: "url"),
    transform: SearchyMain.serverAddress)
  var baseURL: URL?

  @OptionGroup var terminal: TerminalOptions

  func validate() throws {
    if service == .catalog, baseURL != nil {
      throw ValidationError("--base-url needs --service itunes; the catalog is offline.")
    }
  }

  func run() async throws {
    // Checked here, not in `validate()`, so that a mistyped option is reported first.
    if !terminal.text, let problem = App.terminalProblem() {
      throw ValidationError("\(problem) For example: printf 'golden\\r' | searchy --text")
    }
    await Self.start(service: chosenService, at: baseURL, terminal.text)
  }

  /// The service asked for: a server address implies iTunes, and the catalog is the default.
  var chosenService: Service { baseURL == nil ? service ?? .catalog : .itunes }

  @MainActor
  private static func start(service: Service, at baseURL: URL?, _ textMode: Bool) async {
    let itunes = baseURL.map { ITunesSearchService(baseURL: $0) } ?? ITunesSearchService()
    let searching: any SearchService = service == .itunes ? itunes : CatalogSearchService()
    let app = SearchyApp(service: searching, artwork: Artwork.loader(download: itunes.artwork))
    await App(root: app.navigation).runAsMain(textMode: textMode)
  }

  /// The address `text` names, which must be an http or https one with a host.
  static func serverAddress(_ text: String) throws -> URL {
    guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased()),
      url.host()?.isEmpty == false
    else {
      throw ValidationError(
        "'\(text)' is not a server address; give one such as http://127.0.0.1:8765.")
    }
    return url
  }
}
