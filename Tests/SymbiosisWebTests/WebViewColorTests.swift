import Symbiosis
import SymbiosisWeb
import Testing

@MainActor
@Suite("A web view showing a colour (ColorShowing)")
struct WebViewColorTests {
  @Test func aColourIsACheckedDataColorAttribute() {
    let page = WebPage()
    let swatch = WebView(tag: "span")
    page.root.addChild(swatch)
    swatch.shownColor = "#3366CC"
    #expect(swatch.shownColor == "#3366cc")
    #expect(swatch.html().contains("data-color=\"#3366cc\""))
    #expect(!swatch.html().contains("style"))
  }

  @Test func textThatIsNoColourShowsTheThemes() {
    let swatch = WebView(tag: "span")
    for text in ["red", "#12345", "#1234567", "#12345g", "\"><img src=x>", ""] {
      swatch.shownColor = "#000000"
      swatch.shownColor = text
      #expect(swatch.shownColor == nil, "\(text)")
    }
    swatch.shownColor = "#abcdef"
    swatch.shownColor = nil
    #expect(swatch.attributes["data-color"] == nil)
  }
}
