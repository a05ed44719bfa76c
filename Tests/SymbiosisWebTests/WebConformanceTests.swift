import Symbiosis
import SymbiosisScenes
import SymbiosisScenesTesting
import Testing

@testable import SymbiosisWeb

/// The browser against the scene-file schema: it builds every standard kind as declared, every
/// property and style attribute changes the HTML it sends, and a file naming every kind loads.
@MainActor
@Suite("The browser conforms to the scene schema")
struct WebConformanceTests {
  /// A view as the browser gets it: its HTML, which holds everything a web view shows.
  static func html(_ view: any PlatformView) -> String {
    (view as? WebView)?.html() ?? "not a web view: \(type(of: view))"
  }

  @Test func theBrowserPassesTheConformanceSuite() async {
    #expect(await SceneConformance.failures(of: WebScenePlatform(), describing: Self.html) == [])
  }

  @Test func aSceneFileUsingEveryStandardKindLoadsAndRenders() throws {
    let content = try SceneConformance.contentOfEveryKind(on: WebScenePlatform())
    let page = WebPage()
    page.root.addChild(try #require(content as? WebView))
    let html = page.html()
    for expected in [
      "<span data-n=", ">One</span>", "<input", "<textarea", "<button", "type=\"checkbox\"",
      "<select", "<option", "<progress", "role=\"status\"", "<img", "<section", ">Box</h2>",
      "class=\"sy-row sy-gap-2\"", "class=\"sy-column sy-gap-0\"",
    ] {
      #expect(html.contains(expected), "\(expected) in \(html)")
    }
  }
}
