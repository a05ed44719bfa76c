import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

@testable import Searchy

@MainActor
@Suite("Searchy screens")
struct SearchyScreenTests {
  /// The debounce's clock: typing shows results once a test moves it past the 330 ms.
  private let clock = ControllableClock()

  private func app() -> (SearchyApp, TestTerminal) {
    let service = CatalogSearchService(songs: [
      song(1, "Dancing Queen", by: "ABBA", on: "Arrival"),
      song(2, "Waterloo", by: "ABBA", on: "Waterloo"),
      song(3, "Bohemian Rhapsody", by: "Queen", on: "A Night at the Opera"),
    ])
    let app = SearchyApp(
      service: service, artwork: Artwork.loader { _ in throw SearchError.network("offline") },
      clock: clock)
    return (app, TestTerminal(app.navigation, columns: 60, rows: 16))
  }

  @Test func typingAQueryShowsTheSongsFound() async throws {
    let (app, terminal) = app()
    defer { withExtendedLifetime(app) {} }
    #expect(terminal.text.contains("Ctrl-C quits"))
    terminal.type("abba")
    await clock.advance(by: .milliseconds(329))
    #expect(!terminal.text.contains("songs"), "no search before the debounce has passed")
    await clock.advance(by: .milliseconds(1))
    await terminal.settled()
    #expect(terminal.text.contains("2 songs"))
    #expect(terminal.text.contains("ABBA — Dancing Queen"))
    #expect(terminal.text.contains("ABBA — Waterloo"))
    #expect(!terminal.text.contains("Queen — Bohemian Rhapsody"))
    terminal.type("zzz")
    await clock.advance(by: .milliseconds(330))
    await terminal.settled()
    #expect(terminal.text.contains("No songs match “abbazzz”."))
  }

  /// The screen's main-actor updates take only the latest state of a turn, so a fast answer can
  /// replace its search's loading state before that is shown.
  @Test func theEmptyStateNamesTheTermSearchedEvenWhenItsLoadingWasNeverShown() {
    let view = SearchyView(artwork: Artwork.loader { _ in throw SearchError.network("offline") })
    let terminal = TestTerminal(view.root, columns: 60, rows: 16)
    terminal.type("abba")
    view.state = .empty(SearchResults([], term: "abba"))
    #expect(terminal.text.contains("No songs match “abba”."))
    terminal.type("zzz")
    view.state = .empty(SearchResults([], term: "abbazzz"))
    #expect(terminal.text.contains("No songs match “abbazzz”."))
  }

  @Test func enterOpensTheSongsPageAndEscGoesBack() async throws {
    let (app, terminal) = app()
    defer { withExtendedLifetime(app) {} }
    terminal.type("queen")
    await clock.advance(by: .milliseconds(330))
    await terminal.settled()
    #expect(terminal.text.contains("2 songs"))
    terminal.press(.enter)  // into the results
    terminal.press(.enter)  // open the highlighted song
    await terminal.settled()
    #expect(terminal.text.contains("Album   Arrival"))
    #expect(terminal.lines[0].hasPrefix("‹ Back"))
    #expect(terminal.text.contains("by ABBA"))
    terminal.press(.escape)
    #expect(terminal.text.contains("ABBA — Dancing Queen"))
    #expect(!terminal.text.contains("Album   Arrival"))
  }

  @Test func aClickOpensASong() async throws {
    let (app, terminal) = app()
    defer { withExtendedLifetime(app) {} }
    terminal.type("bohemian")
    await clock.advance(by: .milliseconds(330))
    await terminal.settled()
    #expect(terminal.text.contains("1 song "))
    let row = try #require(terminal.lines.firstIndex { $0.contains("Bohemian Rhapsody") })
    terminal.click(x: 10, y: row)
    await terminal.settled()
    #expect(terminal.text.contains("A Night at the Opera"))
  }

  @Test func aResizeKeepsTheLayoutSane() async throws {
    let (app, terminal) = app()
    defer { withExtendedLifetime(app) {} }
    terminal.type("abba")
    await clock.advance(by: .milliseconds(330))
    await terminal.settled()
    #expect(terminal.text.contains("2 songs"))
    terminal.resize(columns: 30, rows: 10)
    #expect(terminal.lines.count == 10)
    #expect(terminal.lines.allSatisfy { TextMeasure.width(of: $0) <= 30 })
    #expect(terminal.lines[2].contains("abba"))
    #expect(terminal.text.contains("ABBA — Dancing"))
    terminal.resize(columns: 80, rows: 24)
    #expect(terminal.text.contains("ABBA — Dancing Queen"))
  }

  @Test func openingAndClosingASong1000TimesLeavesNothingAlive() async throws {
    let (app, terminal) = app()
    terminal.type("waterloo")
    await clock.advance(by: .milliseconds(330))
    await terminal.settled()
    #expect(terminal.text.contains("1 song "))
    terminal.press(.down)  // into the results
    var pages: [WeakBox] = []
    for _ in 0..<1_000 {
      terminal.press(.enter)
      await terminal.settled()
      #expect(app.navigation.entries.count == 2)
      let page = try #require(app.navigation.entries.last?.view as? SongDetailView)
      pages.append(WeakBox(page))
      terminal.press(.escape)
    }
    #expect(app.navigation.entries.count == 1)
    try await waitUntil("every song page to go") { pages.allSatisfy { $0.object == nil } }
  }
}

/// Holds an object weakly, to see it go.
struct WeakBox {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}
