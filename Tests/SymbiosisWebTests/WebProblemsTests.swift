import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisTesting
import SymbiosisWebTesting
import Testing

@testable import SymbiosisWeb

/// A broken save of a scene file with a tab open: its problems on the page, above the screen
/// the last good files made, which keeps working; a good save takes them away.
@MainActor
@Suite struct WebProblemsTests {
  let log = FriendLog()

  @Test func aBrokenSaveShowsItsProblemsAboveTheLastGoodScreenAndAFixTakesThemAway() async throws {
    let library = try FriendScenes.library(log: log)
    let session = try await WebSession(
      library: library, root: "Friends", path: "/", clock: ControllableClock())
    let browser = WebTestClient(session: session)
    #expect(!browser.text.contains("problem"))
    let good = browser.text

    library.reload(file: "Friends.scene.yaml", text: "scene: Friends\nviews:\n  - nothing: here\n")
    await browser.settled()
    #expect(browser.text.contains("A scene file has a problem"))
    #expect(browser.text.contains("Friends.scene.yaml:3:5: error: unknown view kind 'nothing'"))
    #expect(browser.text.contains(good.split(separator: "\n").last.map(String.init) ?? "—"))

    library.reload(file: "Friends.scene.yaml", text: FriendScenes.friends)
    await browser.settled()
    #expect(!browser.text.contains("problem"))
  }
}

/// What a dialog covers, and a Back made on a screen gone: refused, never reaching app code.
@MainActor
@Suite struct WebModalLayerTests {
  let log = FriendLog()

  func browser() async throws -> WebTestClient {
    let library = try FriendScenes.library(log: log)
    let session = try await WebSession(
      library: library, root: "Friends", path: "/", clock: ControllableClock())
    return WebTestClient(session: session)
  }

  @Test func aButtonUnderAnOpenDialogIsRefusedAsCovered() async throws {
    let browser = try await browser()
    browser.click("About")
    await browser.settled()
    #expect(browser.session.navigator?.stack.value.count == 2)
    #expect(browser.click("About"), "the parent's button is still on the page, beneath")
    await browser.settled()
    #expect(browser.session.refused[.covered] == 1)
    #expect(browser.session.navigator?.stack.value.count == 2, "no second About opened")
  }

  /// Tab (the focus service's focusNext) stays inside the open dialog: it went to the first
  /// control of the page beneath, which the dialog covers, before the core's focus model
  /// chose.
  @Test func focusNextNeverGoesToAControlADialogCovers() async throws {
    let browser = try await browser()
    browser.click("About")
    await browser.settled()
    let close = try #require(browser.button("Close")?.node)
    browser.send(WebEvent(ref: 50, generation: browser.generation, node: close, kind: .focus))
    let services = WebSessionServices(browser.session)
    for _ in 0..<3 {
      services.focusNext()
      browser.session.page.flush()
      // Close is the dialog's one control: the focus stays on it (no operation moves it).
      #expect(browser.focusedNode == nil || browser.focusedNode == close)
    }
  }

  @Test func aBackMadeOnAScreenGoneIsRefusedAndGoesBackOnce() async throws {
    let browser = try await browser()
    browser.click("About")
    await browser.settled()
    let modal = browser.generation
    browser.click("Close")
    await browser.settled()
    browser.send(WebEvent(ref: 900, generation: modal, node: nil, kind: .back))
    await browser.settled()
    #expect(browser.session.refused[.staleScreen] == 1)
    #expect(browser.session.navigator?.stack.value.count == 1)
  }
}

/// A page shown again from the server's HTML (a reload, a screen shown again) counts a field's
/// revisions from the one its HTML carries, so the server's next value for it applies.
@MainActor
@Suite struct WebRevisionSeedTests {
  @Test func aServerValueAnsweringTheRevisionAFieldsHTMLCarriesIsApplied() async throws {
    let library = try FriendScenes.library(log: FriendLog())
    let session = try await WebSession(
      library: library, root: "Friends", path: "/", clock: ControllableClock())
    let first = WebTestClient(session: session)
    first.click("Open")
    await first.settled()
    first.type("ce", into: "name")
    await first.settled()
    let node = try #require(first.element(id: "name")?.node)
    let field = try #require(session.page.view(node) as? WebTextControl)

    let again = WebTestClient(session: session)  // the page as the server renders it now
    #expect(again.element(id: "name")?.attributes["data-rev"] != nil)
    field.text.value = "Grace"
    await again.settled()
    #expect(again.element(id: "name")?.attributes["value"] == "Grace")
  }
}
