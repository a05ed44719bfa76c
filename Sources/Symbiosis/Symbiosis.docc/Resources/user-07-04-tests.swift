import Symbiosis
import SymbiosisTesting
import SymbiosisWeb
import SymbiosisWebTesting
import Testing

@testable import UserDemo

@MainActor
@Suite("The User demo in the browser: the same view model and converter, a web view")
struct UserWebTests {
  private func browser(_ user: User = User(username: "Bruce", title: .master)) async
    -> WebTestClient
  {
    WebTestClient(
      session: await WebSession(root: UserScene(user: user), clock: ControllableClock()))
  }

  @Test func thePageGreetsTheUserThroughTheConverter() async {
    let page = await browser()
    #expect(page.title == "User")
    #expect(page.text.contains("Good morning, MASTER Bruce"))
    #expect(page.button("Disconnect")?.isDisabled == false)
    let sir = await browser(User(username: "Alfred", title: .sir))
    #expect(sir.text.contains("Good morning, SIR Alfred"))
  }

  @Test func disconnectSaysGoodbyeAndDisablesItsButton() async {
    let page = await browser()
    #expect(page.click("Disconnect"))
    await page.settled()
    #expect(page.text.contains("Goodbye."))
    #expect(!page.text.contains("Good morning"))
    #expect(page.button("Disconnect")?.isDisabled == true)
    #expect(!page.click("Disconnect"), "a disabled button takes no click")
  }

  @Test func eachTabHasItsOwnUser() async {
    let first = await browser()
    let second = await browser()
    #expect(first.click("Disconnect"))
    await first.settled()
    #expect(first.text.contains("Goodbye."))
    #expect(second.text.contains("Good morning, MASTER Bruce"))
  }

  @Test func aSpoofedClickOnTheDisabledButtonNeverRunsTheAction() async throws {
    let page = await browser()
    #expect(page.click("Disconnect"))
    await page.settled()
    let node = try #require(page.button("Disconnect")?.node)
    page.send(WebEvent(ref: 900, generation: page.generation, node: node, kind: .click))
    await page.settled()
    #expect(page.session.refused[.disabled] == 1)
  }
}
