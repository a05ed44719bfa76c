import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import Testing

@testable import Searchy

/// The search screen given states directly, as a fast search delivers them: its `.loading` can
/// be over before anyone sees it, so the screen must not need it.
@MainActor
@Suite("The search screen's states")
struct SearchyViewStateTests {
  private let view = SearchyView(artwork: Artwork.loader { _ in [] })

  private func results(_ term: String) -> SearchResults {
    SearchResults([song(1, "Waterloo", by: "ABBA", on: nil)], term: term)
  }

  @Test func enterOpensResultsThatCameWithoutALoadingState() {
    let terminal = TestTerminal(view.root, columns: 60, rows: 12)
    terminal.type("abba")
    view.state = .loaded(results("abba"))
    terminal.press(.enter)
    #expect(terminal.screen.focusedView !== view.field)
    #expect(terminal.screen.focusedView != nil)
  }

  @Test func enterWaitsForTheResultsOfTheTermTyped() {
    let terminal = TestTerminal(view.root, columns: 60, rows: 12)
    terminal.type("abba")
    view.state = .loaded(results("ab"))  // an older term's answer
    terminal.press(.enter)
    #expect(terminal.screen.focusedView === view.field)
    view.state = .loaded(results("abba"))
    #expect(terminal.screen.focusedView !== view.field)
  }

  @Test func enterAfterAFailureAsksToSearchAgainEvenWithoutALoadingState() {
    let terminal = TestTerminal(view.root, columns: 100, rows: 12)
    var retries = 0
    let count = { @MainActor (_: Void) in retries += 1 }
    count <~ view.retries
    terminal.type("abba")
    view.state = .failed(SearchError.timeout)
    terminal.press(.enter)
    #expect(retries == 1)
    #expect(terminal.text.contains("Press Enter to try again."))
  }
}
