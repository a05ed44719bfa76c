import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisTesting
import SymbiosisWebTesting
import Testing

@testable import SymbiosisWeb

/// A scene-file app served in process: the first page, events and their frames, navigation,
/// the services, and every refused event.
@MainActor
@Suite struct WebSessionTests {
  let log = FriendLog()

  func browser(root: String = "Friends") async throws -> WebTestClient {
    let library = try FriendScenes.library(log: log)
    let session = try await WebSession(
      library: library, root: root, path: "/", clock: ControllableClock())
    return WebTestClient(session: session)
  }

  /// The frames' operations since frame `index`, as JSON texts.
  func operations(_ browser: WebTestClient, since index: Int) -> [String] {
    browser.frames[index...].flatMap { frame -> [String] in
      guard
        let object = try? JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Any],
        let ops = object["ops"] as? [Any]
      else { return [] }
      return ops.compactMap {
        (try? JSONSerialization.data(withJSONObject: $0)).flatMap {
          String(data: $0, encoding: .utf8)
        }
      }
    }
  }

  @Test func theFirstPageCarriesTheDataItsLoadsBrought() async throws {
    let browser = try await browser()
    let document = browser.session.document()
    #expect(document.contains("<title>Ada&#39;s friends</title>"))
    #expect(document.contains(">Ada<"), "the load's value, not an empty label")
    #expect(
      document.contains("<meta name=\"symbiosis-session\" content=\"\(browser.session.id)\">"))
    #expect(
      document.contains(
        "<meta name=\"symbiosis-generation\" content=\"\(browser.session.page.generation)\">"))
    #expect(!document.contains("<script>") && !document.contains("style=\""), "CSP: no inline")
    #expect(document.contains("<main data-n=\"1\" class=\"sy-root\">"))
    #expect(browser.text.hasPrefix("Ada's friends\nAda\nCount"))
  }

  @Test func theFirstRenderWaitsNoLongerThanItsBoundForWorkThatDoesNotEnd() async throws {
    let clock = ControllableClock()
    let library = try FriendScenes.library(log: log)
    let started = Task { @MainActor in
      try await WebSession(library: library, root: "Slow", path: "/", clock: clock)
    }
    try await waitUntil("the first render waits on the clock") { clock.sleeperCount == 1 }
    await clock.advance(by: WebSession.firstRenderWait)
    let session = try await started.value
    let document = session.document()
    #expect(document.contains(">Slow</h1>"), "the page shows, its load still under way")
    #expect(document.contains("data-id=\"name\"></span>"))
    session.end()
  }

  @Test func aPathNoScreenHasIsRefusedAsNotFound() async throws {
    let library = try FriendScenes.library(log: log)
    await #expect(throws: WebSessionError.notFound(path: "/nowhere")) {
      try await WebSession(library: library, root: "Friends", path: "/nowhere")
    }
  }

  @Test func typingIsSentWithItsRevisionAndNotEchoed() async throws {
    let browser = try await browser()
    browser.click("Open")
    await browser.settled()
    let before = browser.frames.count
    browser.type(" L", into: "name")
    await browser.settled()
    #expect(browser.text.contains("Hello, Ada L"))
    #expect(!operations(browser, since: before).contains { $0.hasPrefix("[\"v\",") })
    #expect(browser.element(id: "name")?.attributes["value"] == "Ada L")
    #expect(browser.title == "Ada L", "the title follows the scene's data")
    #expect(operations(browser, since: before).contains("[\"title\",\"Ada L\"]"))
  }

  @Test func theOneLineFormRunsAFolderOfSceneFiles() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("web-session-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = [
      "Friends": FriendScenes.friends, "Friend": FriendScenes.friend, "About": FriendScenes.about,
    ]
    for (name, text) in files {
      try text.write(
        to: directory.appendingPathComponent("\(name).scene.yaml"), atomically: true,
        encoding: .utf8)
    }
    let browser = try await WebTestClient(
      scenes: directory, types: FriendScenes.types(log: log), root: "Friends",
      clock: ControllableClock())
    #expect(browser.text.hasPrefix("Ada's friends\nAda"))
    browser.click("Count")
    await browser.settled()
    #expect(log.counts == 1)
  }

  @Test func aClickIsAcknowledgedAndRunsTheActionOnce() async throws {
    let browser = try await browser()
    let before = browser.frames.count
    #expect(browser.click("Count"))
    await browser.settled()
    #expect(log.counts == 1)
    #expect(browser.acknowledged == [1])
    #expect(browser.frames.count > before)
    #expect(browser.button("Count")?.isPending == false, "the ack clears the pending click")
    #expect(browser.session.refused.isEmpty)
  }

  @Test func aFrameIsNumberedAndCarriesAcksAndOperations() async throws {
    let browser = try await browser()
    browser.click("Count")
    await browser.settled()
    let first = try #require(browser.frames.first)
    #expect(first.hasPrefix("{\"f\":1,\"ack\":[1],\"ops\":["))
  }

  @Test func aSegueSendsOneScreenAndPushesAURLAndBackReturns() async throws {
    let browser = try await browser()
    let generation = browser.generation
    let before = browser.frames.count
    browser.click("Open")
    await browser.settled()
    let sent = operations(browser, since: before)
    #expect(sent.filter { $0.hasPrefix("[\"s\",") }.count == 1)
    #expect(sent.filter { $0.hasPrefix("[\"nav\",\"push\",") }.count == 1)
    #expect(browser.generation == generation + 1)
    #expect(browser.title == "Ada")
    #expect(browser.text.contains("Hello, Ada"))
    #expect(!browser.text.contains("Count"))
    #expect(browser.history.count == 2)
    #expect(browser.history.first == "/friends")
    #expect(browser.url.hasPrefix("/friends/friend"), "\(browser.url)")

    let afterSegue = browser.frames.count
    browser.back()
    await browser.settled()
    let back = operations(browser, since: afterSegue)
    #expect(back.filter { $0.hasPrefix("[\"s\",") }.count == 1)
    #expect(back.filter { $0.hasPrefix("[\"nav\",\"replace\",") }.count == 1)
    #expect(browser.text.contains("Count"))
    #expect(browser.title == "Ada's friends")
    #expect(browser.session.navigator?.stack.value.count == 1)
    #expect(browser.history == ["/friends"])
    #expect(browser.session.path == "/friends")
  }

  @Test func aModalSceneShowsAsAnOpenDialogOverItsParent() async throws {
    let browser = try await browser()
    browser.click("About")
    await browser.settled()
    let dialog = try #require(browser.main.children.first { $0.tag == "dialog" })
    #expect(dialog.attributes["open"] != nil)
    #expect(dialog.textContent.contains("Friends, a test app"))
    #expect(browser.text.contains("Count"), "the parent stays beneath")
    #expect(browser.title == "About")
    browser.click("Close")
    await browser.settled()
    #expect(!browser.main.children.contains { $0.tag == "dialog" })
    #expect(browser.session.navigator?.stack.value.count == 1)
  }

  @Test func choosingARowOpensItsItem() async throws {
    let browser = try await browser(root: "Crowd")
    #expect(browser.text == "Crowd\nAda\nGrace\nAlan")
    browser.chooseRow(containing: "Grace")
    await browser.settled()
    #expect(browser.session.refused.isEmpty)
    #expect(browser.text.contains("Hello, Grace"))
    #expect(browser.url == "/crowd/friend/3")
    browser.back()
    await browser.settled()
    #expect(browser.text == "Crowd\nAda\nGrace\nAlan")
  }

  @Test func rowsInsertedDeletedAndMovedReachTheMirrorAsThePageHasThem() async throws {
    let browser = try await browser(root: "Shuffle")
    #expect(browser.text == "Shuffle\nShuffle\nAda\nGrace\nAlan")
    let before = browser.frames.count
    browser.click("Shuffle")
    await browser.settled()
    let sent = operations(browser, since: before)
    #expect(!sent.contains { $0.hasPrefix("[\"s\",") }, "rows change by identity")
    #expect(
      sent.contains { $0.hasPrefix("[\"rd\",") } && sent.contains { $0.hasPrefix("[\"rt\",") })
    #expect(browser.text == "Shuffle\nShuffle\nAlan\nAda\nBob")
    #expect(browser.unknownOperations.isEmpty)
  }

  @Test func aButtonGoingBackGoesBackOnTheSessionsNavigator() async throws {
    let browser = try await browser()
    browser.click("Open")
    await browser.settled()
    browser.click("Back")
    await browser.settled()
    #expect(browser.session.navigator?.stack.value.count == 1)
    #expect(browser.text.contains("Count"))
  }

  @Test func twoTabsNeverShareANavigator() async throws {
    let one = try await browser()
    let two = try await browser()
    one.click("Open")
    await one.settled()
    #expect(one.session.navigator?.stack.value.count == 2)
    #expect(two.session.navigator?.stack.value.count == 1)
    #expect(two.text.contains("Count"))
  }

  @Test func copyPutsTheTextOnTheBrowsersClipboard() async throws {
    let browser = try await browser()
    browser.click("Copy")
    await browser.settled()
    #expect(browser.clipboard == "Ada")
  }

  @Test func aSafeLinkOpensAndAJavascriptOneIsRefused() async throws {
    let browser = try await browser()
    browser.click("Home")
    await browser.settled()
    #expect(browser.opened == ["https://example.org/ada"])
    browser.click("Script")
    await browser.settled()
    #expect(browser.opened == ["https://example.org/ada"], "javascript: never reaches the page")
    #expect(!browser.frames.contains { $0.contains("javascript") })
  }

  @Test func markupInAnItemShowsAsText() async throws {
    let browser = try await browser(root: "Evil")
    let document = browser.session.document()
    #expect(!document.contains("<img"))
    #expect(document.contains("&lt;img src=x onerror=alert(1)&gt;"))
    #expect(browser.text == "<img src=x onerror=alert(1)>\n<img src=x onerror=alert(1)>")
    #expect(browser.title == "<img src=x onerror=alert(1)>")
  }

  @Test func everySpoofedEventIsRefusedCountedAckedAndNeverReachesTheApp() async throws {
    let browser = try await browser()
    let session = browser.session
    let count = try #require(browser.button("Count")?.node)
    let copy = try #require(browser.button("Copy")?.node)
    let home = try #require(browser.button("Home")?.node)
    let size = try #require(browser.element(id: "size")?.node)
    let generation = browser.generation
    session.page.view(copy)?.isDisabled = true
    session.page.view(home)?.isHidden = true
    let spoofed: [(WebEvent, WebRefusal)] = [
      (WebEvent(ref: 101, generation: generation, node: 9999, kind: .click), .unknownNode),
      (WebEvent(ref: 102, generation: generation - 1, node: count, kind: .click), .staleScreen),
      (
        WebEvent(ref: 103, generation: generation, node: count, kind: .toggle, flag: true),
        .wrongKind
      ),
      (WebEvent(ref: 104, generation: generation, node: copy, kind: .click), .disabled),
      (WebEvent(ref: 105, generation: generation, node: home, kind: .click), .hidden),
      (
        WebEvent(ref: 106, generation: generation, node: size, kind: .select, text: "Huge"),
        .notOffered
      ),
    ]
    for (event, _) in spoofed { browser.send(event) }
    browser.send(raw: "{not json")
    browser.send(raw: "{\"ref\":107,\"gen\":1,\"k\":\"explode\"}")
    await browser.settled()
    for (_, refusal) in spoofed { #expect(session.refused[refusal] == 1, "\(refusal)") }
    #expect(session.refused[.malformed] == 2)
    #expect(log.counts == 0)
    #expect(browser.clipboard == nil && browser.opened.isEmpty)
    #expect(Set(browser.acknowledged) == Set(101...107))
  }

  @Test func focusNextMovesTheFocusToTheNextControl() async throws {
    let browser = try await browser()
    let count = try #require(browser.button("Count")?.node)
    let open = try #require(browser.button("Open")?.node)
    browser.send(WebEvent(ref: 1, generation: browser.generation, node: count, kind: .focus))
    let services = WebSessionServices(browser.session)
    services.focusNext()
    browser.session.page.flush()
    #expect(browser.focusedNode == open)
  }

  @Test func endingASessionReleasesItsScreensAndNavigator() async throws {
    weak var navigator: Navigator?
    weak var label: WebView?
    weak var page: WebPage?
    weak var weakSession: WebSession?
    do {
      let browser = try await browser()
      browser.click("Open")
      await browser.settled()
      navigator = browser.session.navigator
      let node = try #require(browser.element(id: "greeting")?.node)
      label = browser.session.page.view(node)
      page = browser.session.page
      weakSession = browser.session
      #expect(navigator != nil && label != nil)
      browser.session.end()
      #expect(browser.session.navigator == nil)
      #expect(browser.session.page.viewCount == 1, "only the <main> is left")
    }
    #expect(navigator == nil)
    #expect(label == nil)
    #expect(weakSession == nil)
    #expect(page == nil)
  }
}
