import ArgumentParser
import Foundation
import Searchy
import SymbiosisTerminal
import SymbiosisWebServer

/// `searchy [--service catalog|itunes] [--base-url URL] [--text | --web]`
@main
struct SearchyMain: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "searchy",
    abstract: "Search songs, artists and albums in the terminal, or in a browser with --web.",
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

  @OptionGroup var web: WebOptions

  func validate() throws {
    if service == .catalog, baseURL != nil {
      throw ValidationError("--base-url needs --service itunes; the catalog is offline.")
    }
  }

  func run() async throws {
    if web.web {
      let service = Self.service(chosenService, at: baseURL).searching
      return try await web.serve("Searchy", stylesheet: SearchyScene.stylesheet) {
        SearchyScene(service: service)
      }
    }
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
    let (searching, itunes) = Self.service(service, at: baseURL)
    let app = SearchyApp(service: searching, artwork: Artwork.loader(download: itunes.artwork))
    await App(root: app.navigation).runAsMain(textMode: textMode)
  }

  /// Where songs are searched, and the iTunes service that downloads covers.
  private static func service(
    _ service: Service, at baseURL: URL?
  ) -> (searching: any SearchService, itunes: ITunesSearchService) {
    let itunes = baseURL.map { ITunesSearchService(baseURL: $0) } ?? ITunesSearchService()
    return (service == .itunes ? itunes : CatalogSearchService(), itunes)
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
