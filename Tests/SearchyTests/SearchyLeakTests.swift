import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

@testable import Searchy

/// Finds as many songs as the term has letters, so each search shows a count of its own.
private struct OneSongPerLetter: SearchService {
  func search(_ term: String) async throws -> SearchResults {
    SearchResults(
      (1...max(1, term.count)).map { song($0, "Song \($0)", by: "Artist", on: nil) }, term: term)
  }
}

@MainActor
@Suite("Searchy leaks", .timeLimit(.minutes(5)))
struct SearchyLeakTests {
  @Test func aScreenDroppedAfterManyCompletedSearchesLeavesNothingBehind() async throws {
    let clock = ControllableClock()
    let census = StreamCensus()
    weak var weakApp: SearchyApp?
    weak var weakView: SearchyView?
    weak var weakTerminal: TestTerminal?
    await census.watch {
      let app = SearchyApp(
        service: OneSongPerLetter(),
        artwork: Artwork.loader { _ in throw SearchError.network("offline") }, clock: clock)
      let terminal = TestTerminal(app.navigation, columns: 60, rows: 16)
      for (index, letter) in "abcdefghijkl".enumerated() {
        terminal.type(String(letter))
        await clock.advance(by: .milliseconds(330))
        let count = index == 0 ? "1 song " : "\(index + 1) songs"
        await terminal.settled()
        #expect(terminal.text.contains(count), "the search for \(index + 1) letters to show")
      }
      terminal.press(.enter)  // into the results
      terminal.press(.enter)  // a song's page
      await terminal.settled()
      #expect(terminal.lines[0].hasPrefix("‹ Back"))
      terminal.press(.escape)
      (weakApp, weakView, weakTerminal) = (app, app.search, terminal)
    }
    #expect(census.made > 12, "every search made streams of its own")
    try await waitUntil("the screen to be released") {
      weakApp == nil && weakView == nil && weakTerminal == nil
    }
    try await waitUntil("every stream to be released (\(census.alive) of \(census.made) alive)") {
      census.alive == 0
    }
  }
}
