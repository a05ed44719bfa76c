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
