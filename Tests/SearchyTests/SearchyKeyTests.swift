import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

@testable import Searchy

/// Keys on Searchy's screens, with the debounce on a test clock and each step waiting for the
/// work it started (``PendingWork``), so nothing depends on the machine's speed.
@MainActor
@Suite("Searchy keys", .timeLimit(.minutes(5)))
final class SearchyKeyTests {
  let clock = ControllableClock()
  let work = PendingWork()
  let searchy: SearchyApp
  let terminal: TestTerminal

  init() {
    searchy = SearchyApp(service: FlakyService(), artwork: Artwork.loader { _ in [] }, clock: clock)
    terminal = TestTerminal(searchy.navigation, columns: 70, rows: 20)
  }

  /// Does `keys` with their work tracked, lets the debounce's time pass, and waits for the
  /// search and everything it started.
  private func step(_ keys: () -> Void) async {
    PendingWork.$current.withValue(work) { keys() }
    await clock.advance(by: .milliseconds(330))
    await work.settled()
    terminal.render()
  }

  private var field: TextField { searchy.search.field }

  @Test func lettersTypedInTheListGoToTheSearchField() async {
    await step { terminal.type("abba") }
    await step { terminal.press(.down) }  // into the results
    #expect(terminal.screen.focusedView !== field)
    await step { terminal.type("x") }
    #expect(terminal.screen.focusedView === field)
    #expect(field.text.value == "abbax")
    await step { terminal.press(.backspace) }
    #expect(field.text.value == "abba")
  }

  @Test func enterBeforeTheResultsCameOpensThemWhenTheyCome() async {
    await step {
      terminal.type("abba")
      terminal.press(.enter)  // the debounce has not fired yet
    }
    await step { terminal.press(.enter) }  // the highlighted song
    #expect(searchy.navigation.entries.count == 2)
    #expect(terminal.text.contains("by ABBA"))
  }

  @Test func enterForAnOlderTermDoesNotOpenTheNewOnesResults() async {
    await step {
      terminal.type("ab")
      terminal.press(.enter)
      terminal.type("ba")
    }
    #expect(terminal.screen.focusedView === field)
  }

  @Test func afterAFailureEnterSearchesAgain() async {
    await step { terminal.type("fail once") }
    #expect(terminal.text.contains("Press Enter to try again."))
    await step { terminal.press(.enter) }
    #expect(terminal.text.contains("1 song ·"))
    #expect(terminal.text.contains("ABBA — Fail Once"))
  }

  @Test func onASongsPageBackspaceLeftAndTheBackControlGoBack() async {
    await step { terminal.type("waterloo") }
    let open = {
      self.terminal.press(.down)
      self.terminal.press(.enter)
    }
    for back in [{ self.terminal.press(.backspace) }, { self.terminal.press(.left) }] {
      await step(open)
      #expect(searchy.navigation.entries.count == 2)
      await step(back)
      #expect(searchy.navigation.entries.count == 1)
      #expect(field.text.value == "waterloo")
    }
    await step(open)
    await step { terminal.press(.tab) }
    #expect(terminal.screen.focusedView?.superview === searchy.navigation)  // "‹ Back"
    await step { terminal.press(.enter) }
    #expect(searchy.navigation.entries.count == 1)
  }

  @Test func theStatusLineSaysHowToQuitAndNeverThatEscGoesBack() async {
    #expect(terminal.text.contains("Ctrl-C quits"))
    await step { terminal.type("abba") }
    #expect(terminal.text.contains("3 songs · ↑↓ choose · Enter opens · Ctrl-C quits"))
    #expect(!terminal.text.contains("Esc"))
  }
}

/// The songs of ABBA, and for "fail once" a failure the first time only.
private actor FlakyService: SearchService {
  private var failed = false
  private let catalog = CatalogSearchService(songs: [
    song(1, "Dancing Queen", by: "ABBA", on: "Arrival"),
    song(2, "Waterloo", by: "ABBA", on: "Waterloo"),
    song(3, "Fail Once", by: "ABBA", on: nil),
  ])

  func search(_ term: String) async throws -> SearchResults {
    if term == "fail once", !failed {
      failed = true
      throw SearchError.network("127.0.0.1:8766 refused the connection")
    }
    return catalog.results(for: term)
  }
}
