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
      arguments.firstIndex(of: flag).map { arguments.index(after: $0) }
        .flatMap { arguments.indices.contains($0) ? arguments[$0] : nil }
    }
    let itunes =
      value("--base-url").flatMap(URL.init(string:)).map { ITunesSearchService(baseURL: $0) }
      ?? ITunesSearchService()
    let service: any SearchService =
      value("--service") == "itunes" ? itunes : CatalogSearchService()
    let app = SearchyApp(service: service, artwork: Artwork.loader(download: itunes.artwork))
    do {
      try await App(root: app.navigation).run()
    } catch {
      FileHandle.standardError.write(Data("searchy: \(error)\n".utf8))
      exit(1)
    }
  }
}
