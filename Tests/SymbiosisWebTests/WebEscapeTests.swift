import Symbiosis
import SymbiosisScenes
import SymbiosisTesting
import SymbiosisWebTesting
import Testing

@testable import SymbiosisWeb

/// Escape goes back on the web as in the terminal: it closes a dialog and leaves a pushed
/// screen, unless a control used it (a search field it cleared, an edit it undid).
@MainActor
@Suite struct WebEscapeTests {
  static let home = """
    scene: Home
    title: Home
    views:
      - button: { id: open, title: Open, action: { segue: Search } }
      - button: { id: about, title: About, action: { segue: About } }
    segues:
      Search: { scene: Search }
      About: { scene: About, present: modal }
    """
  static let search = """
    scene: Search
    title: Search
    views:
      - field: { id: term, placeholder: Search, clearsOnEscape: true }
      - field: { id: note, placeholder: Note }
    """
  static let about = """
    scene: About
    title: About
    views:
      - button: { id: close, title: Close, action: dismiss }
    """

  func browser() async throws -> WebTestClient {
    let library = try SceneLibrary(
      files: [
        ("Home.scene.yaml", Self.home), ("Search.scene.yaml", Self.search),
        ("About.scene.yaml", Self.about),
      ], types: SceneTypes(), platform: WebScenePlatform())
    let session = try await WebSession(
      library: library, root: "Home", path: "/", clock: ControllableClock())
    return WebTestClient(session: session)
  }

  func depth(_ browser: WebTestClient) -> Int? { browser.session.navigator?.stack.value.count }

  @Test func escapeOnThePageClosesADialog() async throws {
    let browser = try await browser()
    browser.click("About")
    await browser.settled()
    #expect(depth(browser) == 2)
    browser.escape()
    await browser.settled()
    #expect(depth(browser) == 1)
    #expect(browser.title == "Home")
    browser.escape()
    await browser.settled()
    #expect(depth(browser) == 1, "on the first screen Escape does nothing")
    #expect(browser.session.refused.isEmpty)
  }

  @Test func escapeInASearchFieldClearsItFirstThenGoesBack() async throws {
    let browser = try await browser()
    browser.click("Open")
    await browser.settled()
    #expect(depth(browser) == 2)
    browser.type("Ada", into: "term")
    browser.escape(in: "term")
    await browser.settled()
    #expect(depth(browser) == 2, "the field used Escape: it cleared")
    #expect(browser.element(id: "term")?.attributes["value"] == "")
    browser.escape(in: "term")
    await browser.settled()
    #expect(depth(browser) == 1, "Escape in the empty field goes back")
    #expect(browser.url == "/home")
  }

  @Test func escapeAnEditUsesStaysAndOneItDoesNotGoesBack() async throws {
    let browser = try await browser()
    browser.click("Open")
    await browser.settled()
    let note = try #require(
      browser.session.page.root.children.lazy.compactMap { Self.find("note", in: $0) }.first
        as? WebTextControl)
    // An app undoing the edit on Escape, as TodoMVC's row edit does.
    let text = note.text
    let undoing = note.cancels.observeValues { text.value = "kept" }
    defer { undoing.cancel() }
    browser.type("typed", into: "note")
    browser.escape(in: "note")
    await browser.settled()
    #expect(depth(browser) == 2, "the edit was undone: Escape was used")
    browser.escape(in: "note")
    await browser.settled()
    #expect(depth(browser) == 1, "nothing left to undo: Escape goes back")
  }

  @Test func anEscapeMadeOnAScreenGoneIsRefused() async throws {
    let browser = try await browser()
    browser.click("About")
    await browser.settled()
    let dialog = browser.generation
    browser.click("Close")
    await browser.settled()
    browser.send(WebEvent(ref: 900, generation: dialog, node: nil, kind: .escape))
    await browser.settled()
    #expect(browser.session.refused[.staleScreen] == 1)
    #expect(depth(browser) == 1)
  }

  private static func find(_ id: String, in view: WebView) -> WebView? {
    if view.attributes["data-id"] == id { return view }
    return view.children.lazy.compactMap { find(id, in: $0) }.first
  }
}
