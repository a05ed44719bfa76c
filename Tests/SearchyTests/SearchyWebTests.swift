import Foundation
import Symbiosis
import SymbiosisTesting
import SymbiosisWeb
import SymbiosisWebTesting
import Testing

@testable import Searchy

/// Searchy in the browser: the same model and binding as the terminal's, a web search screen.
@MainActor
@Suite("Searchy in the browser")
struct SearchyWebTests {
  /// The debounce's clock: typing shows results once a test moves it past the 330 ms.
  private let clock = ControllableClock()

  private func browser(_ service: any SearchService = Self.abba) async -> WebTestClient {
    let scene = SearchyScene(service: service, clock: clock)
    return WebTestClient(session: await WebSession(root: scene, clock: ControllableClock()))
  }

  private static let abba = CatalogSearchService(songs: [
    song(1, "Dancing Queen", by: "ABBA", on: "Arrival"),
    song(2, "Waterloo", by: "ABBA", on: "Waterloo"),
    song(3, "Bohemian Rhapsody", by: "Queen", on: "A Night at the Opera"),
  ])

  /// Types `term` and lets the debounce pass and the search answer.
  private func search(_ term: String, in browser: WebTestClient) async {
    browser.type(term, into: "search")
    await clock.advance(by: .milliseconds(330))
    await browser.settled()
  }

  @Test func typingAQueryShowsTheSongsFound() async {
    let browser = await browser()
    #expect(browser.title == "Searchy")
    #expect(browser.text.contains("Type to search: try “golden” or “moon”"))
    #expect(!browser.text.contains("Ctrl-C"), "no terminal keys on a web page")
    browser.type("abba", into: "search")
    await clock.advance(by: .milliseconds(329))
    #expect(!browser.text.contains("songs"), "no search before the debounce has passed")
    await clock.advance(by: .milliseconds(1))
    await browser.settled()
    #expect(browser.text.contains("2 songs"))
    #expect(browser.text.contains("ABBA — Dancing Queen"))
    #expect(browser.text.contains("ABBA — Waterloo"))
    #expect(!browser.text.contains("Queen — Bohemian Rhapsody"))
    await search("zzz", in: browser)
    #expect(browser.text.contains("No songs match “abbazzz”."))
  }

  @Test func choosingASongOpensItsPageAndBackComesBackToTheResults() async {
    let browser = await browser()
    await search("abba", in: browser)
    browser.chooseRow(containing: "Waterloo")
    await browser.settled()
    #expect(browser.title == "Waterloo")
    #expect(browser.text.contains("by ABBA"))
    #expect(browser.history == ["/", "/screen/2"])
    browser.back()
    await browser.settled()
    #expect(browser.title == "Searchy")
    #expect(browser.text.contains("ABBA — Waterloo"))
    #expect(browser.element(id: "search")?.attributes["value"] == "abba")
  }

  @Test func enterInTheFieldGoesIntoTheResultsOnceTheyCome() async throws {
    let browser = await browser()
    browser.type("abba", into: "search")
    browser.commit("search")
    #expect(browser.focusedNode == nil, "the results have not come yet")
    await clock.advance(by: .milliseconds(330))
    await browser.settled()
    let table = try #require(browser.main.descendants.first { $0.hasClass("sy-table") })
    #expect(browser.focusedNode == table.node)
  }

  @Test func aCatalogCoverShowsItsColourAndAnHttpsCoverItsPicture() async throws {
    let cover = CoverWebView(size: 40)
    cover.show(URL(string: "catalog-art://42"))
    let drawn = try #require(cover.children.first { $0.tag == "span" })
    let picture = try #require(cover.children.first { $0.tag == "img" })
    #expect(drawn.shownColor == Artwork.coverColor(seed: "42"))
    #expect(picture.isHidden && !drawn.isHidden)
    cover.show(URL(string: "https://is1.example/cover.jpg"))
    #expect(picture.attributes["src"] == "https://is1.example/cover.jpg")
    #expect(!picture.isHidden && drawn.isHidden)
  }

  @Test func theBrowsersCoverColourIsOneOfTheDrawnCoversTwo() {
    for seed in ["7", "42", "catalog"] {
      let bitmap = Artwork.drawnCover(seed: seed)
      let tones = Set((0..<32).map { bitmap[$0, 0] })
      let hexes = tones.map {
        "#" + [$0.r, $0.g, $0.b].map { String(format: "%02x", $0) }.joined()
      }
      #expect(tones.count == 2)
      #expect(hexes.contains(Artwork.coverColor(seed: seed)), "\(seed)")
    }
  }
}
