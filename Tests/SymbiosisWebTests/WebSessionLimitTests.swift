import Symbiosis
import SymbiosisTesting
import SymbiosisWeb
import SymbiosisWebTesting
import Synchronization
import Testing

/// A button counting its clicks.
private final class Counter: WebView {
  var clicks = 0

  init() { super.init(tag: "button", classes: "sy-button") }

  override var acceptedEvents: Set<WebEvent.Kind> { [.click] }

  override func handle(_ event: WebEvent) { clicks += 1 }
}

/// A count kept from any thread.
private final class Tally: Sendable {
  private let value = Mutex(0)

  var count: Int { value.withLock { $0 } }

  func add() { value.withLock { $0 += 1 } }
}

/// A field, counting the edits it takes, and a counter.
private final class FormScene: Scene {
  let field = WebField()
  let counter = Counter()
  let edits = Tally()
  private var subscription: Subscription?

  init() { super.init(title: "Form") }

  var clicks: Int { counter.clicks }

  override func content() throws -> any PlatformView {
    let edits = edits
    subscription = field.edits.observeValues { _ in edits.add() }
    return WebStack(.vertical, [field, counter])
  }
}

/// A session held to its event rate: a burst runs at once, what is past it waits for its
/// token, a typing flood keeps only its last text, and a flood past the queue closes the socket.
@MainActor @Suite
struct WebSessionLimitTests {
  /// Clicks the counter as a page that does not wait for acknowledgements may.
  private func click(_ ref: Int, _ browser: WebTestClient, _ scene: FormScene) {
    browser.send(
      WebEvent(ref: ref, generation: browser.generation, node: scene.counter.node, kind: .click))
  }

  private func session(rate: Int, burst: Int) async -> (WebTestClient, FormScene, ControllableClock)
  {
    let scene = FormScene()
    let clock = ControllableClock()
    let session = await WebSession(root: scene, clock: clock)
    var limits = WebLimits()
    limits.eventsPerSecond = rate
    limits.eventBurst = burst
    session.limits = limits
    return (WebTestClient(session: session), scene, clock)
  }

  @Test func clicksPastTheBurstWaitForTheirTokensAndAreAcknowledgedWhenTheyRun() async throws {
    let (browser, scene, clock) = await session(rate: 10, burst: 3)
    for ref in 1...5 { click(ref, browser, scene) }
    #expect(scene.clicks == 3)
    #expect(browser.acknowledged.count == 3)
    await clock.advance(by: .milliseconds(100))
    #expect(scene.clicks == 4)
    await clock.advance(by: .milliseconds(100))
    #expect(scene.clicks == 5)
    #expect(browser.acknowledged.count == 5)
  }

  @Test func aTypingFloodEndsWithEveryCharacterTypedAndRunsOnce() async throws {
    let (browser, scene, clock) = await session(rate: 10, burst: 2)
    let node = try #require(scene.field.node)
    let words = String(repeating: "lorem ipsum ", count: 40)
    for character in words { browser.type(String(character), intoNode: node) }
    await clock.advance(by: .seconds(1))
    #expect(scene.field.text.value == words)
    #expect(scene.edits.count < 5)
    #expect(browser.acknowledged.count == words.count)
  }

  @Test func aFloodPastTheQueueClosesTheSocketForTheEventRate() async throws {
    let (browser, scene, _) = await session(rate: 10, burst: 3)
    var closed: [WebLimit] = []
    browser.session.closeSocket = { closed.append($0) }
    for ref in 1...7 { click(ref, browser, scene) }
    #expect(closed == [.eventRate])
    #expect(scene.clicks == 3)
    #expect(WebLimit.eventRate.closeCode == 1008)
  }

  @Test func resentEventsTakeTokensSoARefRepeatedFloods() async throws {
    let (browser, scene, _) = await session(rate: 10, burst: 3)
    var closed: [WebLimit] = []
    browser.session.closeSocket = { closed.append($0) }
    for _ in 1...3 { click(1, browser, scene) }
    #expect(closed.isEmpty, "a reconnect's resent events fit in the burst")
    click(1, browser, scene)
    #expect(closed == [.eventRate])
    #expect(scene.clicks == 1)
  }

  @Test func eventsWaitingWhenTheSocketClosesAreDroppedForThePageToSendAgain() async throws {
    let (browser, scene, clock) = await session(rate: 10, burst: 1)
    for ref in 1...2 { click(ref, browser, scene) }
    browser.session.disconnect()
    await clock.advance(by: .seconds(1))
    #expect(scene.clicks == 1)
    #expect(browser.acknowledged.count == 1)
  }
}
