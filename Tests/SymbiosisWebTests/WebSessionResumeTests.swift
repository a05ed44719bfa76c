import Foundation
import Symbiosis
import SymbiosisTesting
import SymbiosisWeb
import SymbiosisWebTesting
import Testing

/// A view showing a text as long as it is told on each click.
private final class Filler: WebView {
  var clicks = 0

  init() { super.init(tag: "p") }

  override var acceptedEvents: Set<WebEvent.Kind> { [.click] }

  override func handle(_ event: WebEvent) {
    clicks += 1
    setText(String(repeating: "\(clicks % 10)", count: 100 * 1024))
  }
}

/// A scene made in code, its content a filler.
private final class FillerScene: Scene {
  let filler = Filler()

  init() { super.init(title: "Filler") }

  override func content() throws -> any PlatformView { filler }
}

/// What a session keeps for a page that reconnects, and how it answers a resent event.
@MainActor @Suite
struct WebSessionResumeTests {
  private func click(_ ref: Int, _ session: WebSession, _ scene: FillerScene) -> String {
    WebEvent(
      ref: ref, generation: session.page.generation, node: scene.filler.node, kind: .click
    ).json
  }

  @Test func anEventResentRunsOnceAndIsAcknowledgedEachTime() async throws {
    let scene = FillerScene()
    let browser = WebTestClient(session: await WebSession(root: scene, clock: ControllableClock()))
    let event = WebEvent(
      ref: 5, generation: browser.generation, node: scene.filler.node, kind: .click)
    for _ in 0..<3 { browser.send(event) }
    #expect(scene.filler.clicks == 1)
    #expect(browser.acknowledged == [5, 5, 5])
    #expect(browser.session.highestRef == 5)
  }

  @Test func theKeptFramesAreBoundedInBytesAndWhatIsNoLongerKeptComesAsOneFreshScreen()
    async throws
  {
    let scene = FillerScene()
    let session = await WebSession(root: scene, clock: ControllableClock())
    _ = session.document()
    var sent: [String] = []
    session.resume(after: 0) { sent.append($0) }
    session.disconnect()
    // Three frames of 100 KiB each: the first is no longer kept (256 KiB).
    for ref in 1...3 { session.receive(click(ref, session, scene)) }
    #expect(session.lastFrame == 3)
    #expect(sent.isEmpty, "nothing is sent while disconnected")

    session.resume(after: 1) { sent.append($0) }
    #expect(sent.count == 2)
    #expect(sent.allSatisfy { $0.contains("\"ops\":[[\"t\",") })
    #expect(sent.first?.hasPrefix("{\"f\":2,") == true)
    #expect(sent.last?.hasPrefix("{\"f\":3,") == true)

    session.disconnect()
    sent = []
    session.resume(after: 0) { sent.append($0) }
    let fresh = try #require(sent.first)
    #expect(sent.count == 1)
    #expect(fresh.hasPrefix("{\"f\":4,"))
    #expect(fresh.contains("[\"s\",\(session.page.generation),\"Filler\","))
    #expect(fresh.contains(String(repeating: "3", count: 100)))

    sent = []
    session.disconnect()
    session.resume(after: 4) { sent.append($0) }
    #expect(sent.isEmpty, "a page up to date gets nothing")
  }

  @Test func framesThePageSaysItAppliedAreNoLongerKeptAndAReconnectGetsOnlyTheRest()
    async throws
  {
    let scene = FillerScene()
    let session = await WebSession(root: scene, clock: ControllableClock())
    _ = session.document()
    var sent: [String] = []
    session.resume(after: 0) { sent.append($0) }
    func click(_ ref: Int, seen: Int?) -> String {
      WebEvent(
        ref: ref, generation: session.page.generation, node: scene.filler.node, kind: .click,
        seen: seen
      ).json
    }
    session.receive(click(1, seen: nil))
    session.receive(click(2, seen: 1))
    #expect(session.keptFrames.count == 1, "frame 1 was applied: only frame 2 is kept")
    #expect(session.keptFrames.bytes == sent[1].utf8.count)
    // An idle page that applied everything leaves the session keeping nothing.
    session.receive(click(2, seen: 2))
    #expect(session.keptFrames.count == 1, "the resent event's own answer is frame 3")
    #expect(session.lastFrame == 3)

    session.disconnect()
    sent = []
    session.resume(after: 2) { sent.append($0) }
    #expect(sent.count == 1)
    #expect(sent.first?.hasPrefix("{\"f\":3,") == true, "exactly the frame missed")
    // A page that claimed more than it applied gets the whole screen, never a gap.
    session.receive(click(3, seen: 99))
    #expect(session.keptFrames.count == 1, "only its answer, frame 4")
    session.disconnect()
    sent = []
    session.resume(after: 2) { sent.append($0) }
    #expect(sent.count == 1)
    #expect(sent.first?.contains("[\"s\",\(session.page.generation),\"Filler\",") == true)
  }
}
