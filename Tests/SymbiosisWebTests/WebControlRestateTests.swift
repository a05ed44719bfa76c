import Symbiosis
import SymbiosisScenes
import SymbiosisTesting
import SymbiosisWebTesting
import Testing

@testable import SymbiosisWeb

/// A checkbox checked or an option chosen in the browser that the server does not keep (the
/// event refused, or a binding putting back another value) shows the server's value again,
/// in the frame that acknowledges the event.
@MainActor
@Suite struct WebControlRestateTests {
  let log = PetLog()

  func browser() async throws -> WebTestClient {
    let library = try SceneLibrary(
      files: [("Pet.scene.yaml", PetScene.file)], types: .pets(log: log),
      platform: WebScenePlatform(), showsPreviews: true)
    let session = try await WebSession(
      library: library, root: "Pet", path: "/", clock: ControllableClock())
    return WebTestClient(session: session)
  }

  func view<View: WebView>(_ id: String, in browser: WebTestClient, as type: View.Type) throws
    -> View
  {
    func find(_ view: WebView) -> WebView? {
      if view.attributes["data-id"] == id { return view }
      return view.children.lazy.compactMap(find).first
    }
    return try #require(find(browser.session.page.root) as? View)
  }

  func box(_ browser: WebTestClient) throws -> WebMirrorElement {
    try #require(
      browser.element(id: "good")?.descendants.first { $0.attributes["type"] == "checkbox" })
  }

  /// The operations of the last frame, which acknowledges the last event.
  func lastFrame(_ browser: WebTestClient) -> String { browser.frames.last ?? "" }

  @Test func aRefusedToggleShowsTheServersStateAgain() async throws {
    let browser = try await browser()
    let toggle = try view("good", in: browser, as: WebToggle.self)
    let node = try #require(toggle.box.node)
    toggle.isEnabled = false
    await browser.settled()
    #expect(try box(browser).attributes["checked"] != nil)
    browser.toggle("good")
    #expect(browser.session.refused[.disabled] == 1)
    #expect(toggle.isOn.value)
    #expect(try box(browser).attributes["checked"] != nil, "checked again, as the server has it")
    #expect(lastFrame(browser).contains("[\"c\",\(node),true]"), "\(lastFrame(browser))")
  }

  @Test func aToggleABindingPutsBackShowsTheValueItPutBack() async throws {
    let browser = try await browser()
    let toggle = try view("good", in: browser, as: WebToggle.self)
    let node = try #require(toggle.box.node)
    // The app's rule: the pet stays good.
    let isOn = toggle.isOn
    let keeping = isOn.changes.observeValues { on in if !on { isOn.value = true } }
    defer { keeping.cancel() }
    browser.toggle("good")
    await browser.settled()
    #expect(toggle.isOn.value)
    #expect(try box(browser).attributes["checked"] != nil, "checked again, as the binding left it")
    #expect(browser.frames.contains { $0.contains("[\"c\",\(node),true]") })
    browser.toggle("good")
    await browser.settled()
    #expect(try box(browser).attributes["checked"] != nil)
    #expect(browser.session.refused.isEmpty)
  }

  @Test func aRefusedChoiceShowsTheChosenOptionAgain() async throws {
    let browser = try await browser()
    let picker = try view("size", in: browser, as: WebPicker.self)
    let node = try #require(picker.node)
    picker.isEnabled = false
    await browser.settled()
    browser.select("Large", in: "size")
    #expect(browser.session.refused[.disabled] == 1)
    #expect(picker.selection.value == "Small")
    #expect(browser.element(id: "size")?.attributes["value"] == "Small")
    #expect(lastFrame(browser).contains("[\"v\",\(node),\"Small\",0]"), "\(lastFrame(browser))")
    picker.isEnabled = true
    browser.select("Huge", in: "size")
    #expect(browser.session.refused[.notOffered] == 1)
    #expect(browser.element(id: "size")?.attributes["value"] == "Small")
  }

  @Test func aChoiceABindingPutsBackShowsTheOptionItPutBack() async throws {
    let browser = try await browser()
    let picker = try view("size", in: browser, as: WebPicker.self)
    let selection = picker.selection
    let keeping = selection.changes.observeValues { size in
      if size == "Large" { selection.value = "Small" }
    }
    defer { keeping.cancel() }
    browser.select("Large", in: "size")
    await browser.settled()
    #expect(picker.selection.value == "Small")
    #expect(browser.element(id: "size")?.attributes["value"] == "Small")
    #expect(browser.session.refused.isEmpty)
  }
}
