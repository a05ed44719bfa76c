import Foundation
import Searchy
import SymbiosisTerminal

/// `swift run searchy [--service catalog|itunes] [--base-url URL] [--text]`
@main
struct SearchyMain {
  @MainActor
  static func main() async {
    let arguments = CommandLine.arguments
    let value = { (flag: String) in
      arguments.firstIndex(of: flag).flatMap { arguments.dropFirst($0 + 1).first }
    }
    let baseURL = value("--base-url").flatMap(URL.init(string:))
    let itunes = baseURL.map { ITunesSearchService(baseURL: $0) } ?? ITunesSearchService()
    let service: any SearchService =
      value("--service") == "itunes" ? itunes : CatalogSearchService()
    let app = SearchyApp(service: service, artwork: Artwork.loader(download: itunes.artwork))
    await App(root: app.navigation).runAsMain()
  }
}
