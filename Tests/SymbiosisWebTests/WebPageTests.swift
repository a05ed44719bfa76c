import Symbiosis
import Testing

@testable import SymbiosisWeb

@MainActor struct WebPageTests {
  @Test func aViewAddedToThePageIsNumberedAndItsChangesAreRecorded() async {
    let page = WebPage()
    var frames: [[WebOperation]] = []
    page.onOperations = { frames.append($0) }
    let label = WebView(tag: "span")
    page.root.addChild(label)
    label.setText("<b>Ada</b>")
    page.flush()
    let node = try! #require(label.node)
    #expect(frames.first?.last == .text(node: node, "<b>Ada</b>"))
    #expect(page.html().contains("&lt;b&gt;Ada&lt;/b&gt;"))
  }

  @Test func anEventForAViewNotOnThePageIsRefused() {
    let page = WebPage()
    let event = WebEvent(ref: 1, generation: page.generation, node: 99, kind: .click)
    #expect(WebEventCheck.view(for: event, on: page).failure == .unknownNode)
    #expect(WebEvent(json: "{\"ref\":1,\"gen\":1,\"k\":\"click\",\"n\":1.5}") == nil)
    #expect(WebEvent(json: event.json) == event)
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

@Test func aLinkToAnotherHostWithoutASchemeIsRefused() {
  #expect(SafeURL.checked("//evil.example/x") == nil)
  #expect(SafeURL.checked("\\\\evil.example") == nil)
  #expect(SafeURL.checked("/\\evil.example") == nil)
  #expect(SafeURL.checked("/people/person/3") == "/people/person/3")
  #expect(SafeURL.checked("https://example.org") == "https://example.org")
}
