import Symbiosis
import SymbiosisScenes
import Testing

@testable import SymbiosisWeb

/// What a scene file built on the web platform renders: the HTML a web developer would write,
/// every control numbered, bound text escaped, and no URL of a scheme that runs code.
@MainActor
@Suite struct WebKindsHTMLTests {
  @Test func aSceneFileRendersTheHTMLOfItsViews() throws {
    let shown = try PetScene()
    let style = try #require(
      WebStyle.named("name", in: shown.library.styles(ofScene: "Pet"))?.styleClass)
    let expected = [
      "<main data-n=\"1\" class=\"sy-root\"><div data-n=\"2\" class=\"sy-column sy-gap-1\">",
      "<span data-n=\"3\" class=\"sy-label sy-role-title \(style)\" data-id=\"title\">Rex</span>",
      "<input data-n=\"4\" class=\"sy-field\" data-id=\"name\" placeholder=\"Name\" type=\"text\""
        + " value=\"Rex\">",
      "<input data-n=\"5\" class=\"sy-field\" data-id=\"entered\" type=\"search\" value=\"Rex\">",
      "<textarea data-n=\"6\" class=\"sy-text-area\" data-id=\"notes\" rows=\"2\">Rex</textarea>",
      "<label data-n=\"7\" class=\"sy-toggle\" data-id=\"good\">"
        + "<input data-n=\"8\" checked class=\"sy-checkbox\" type=\"checkbox\">"
        + "<span data-n=\"9\" class=\"sy-toggle-title\">Good</span></label>",
      "<select data-n=\"10\" class=\"sy-picker\" data-id=\"size\">"
        + "<option data-n=\"11\" class=\"sy-placeholder\" disabled value=\"\">Size</option>"
        + "<option data-n=\"12\" selected value=\"Small\">Small</option>"
        + "<option data-n=\"13\" value=\"Large\">Large</option></select>",
      "<button data-n=\"14\" class=\"sy-button\" data-id=\"note\" type=\"button\">Note</button>",
      "<img data-n=\"15\" alt=\"\" class=\"sy-image\" data-id=\"photo\" src=\"/_symbiosis/files/photos/rex.png\">",
      "</div></main>",
    ]
    #expect(shown.page.html() == expected.joined())
  }

  @Test func textBoundToALabelIsEscapedOnThePageAndSentAsText() throws {
    let shown = try PetScene()
    let label = try shown.view("title", as: WebLabel.self)
    let hostile = "<img src=x onerror=alert(1)>"
    try shown.pet.set(Pet(id: 1, name: hostile, isOn: true, size: "Small", photo: ""))
    let node = try #require(label.node)
    #expect(shown.operations().contains(.text(node: node, hostile)))
    let html = shown.page.html()
    #expect(html.contains(">&lt;img src=x onerror=alert(1)&gt;</span>"))
    #expect(html.contains("value=\"&lt;img src=x onerror=alert(1)&gt;\""))
    #expect(!html.contains("<img src=x"))
  }

  @Test func anImageOrLinkWithAScriptURLGetsNone() throws {
    let shown = try PetScene()
    let image = try shown.view("photo", as: WebImage.self)
    for hostile in [
      "javascript:alert(1)", "JaVaScRiPt:alert(1)", " javascript:alert(1)",
      "\u{1}javascript:alert(1)", "data:text/html,<script>alert(1)</script>",
    ] {
      try shown.pet.set(Pet(id: 1, name: "Rex", isOn: true, size: "Small", photo: hostile))
      #expect(image.path == hostile)
      #expect(image.attributes["src"] == nil, "\(hostile)")
    }
    #expect(!shown.page.html().contains("src="))
    try shown.pet.set(
      Pet(id: 1, name: "Rex", isOn: true, size: "Small", photo: "https://example.com/rex.png"))
    #expect(image.attributes["src"] == "https://example.com/rex.png")
    let link = WebView(tag: "a")
    link.setAttribute("href", "javascript:alert(1)")
    #expect(link.attributes["href"] == nil)
  }

  @Test func aFailedLoadShowsItsMessageInALabelStyledAsAnError() async throws {
    let file = """
      scene: Pet
      sources:
        pets: LostPets
      views:
        - state:
            of: pets
            failed: { retry: { refresh: pets } }
            content: { label: Loaded }
      """
    let shown = try PetScene(file: file)
    await shown.work.settled()
    let html = shown.page.html()
    #expect(
      html.contains(
        "class=\"sy-label sy-role-error sy-wraps\">The kennel is &lt;offline&gt;.</span>"),
      "\(html)")
    #expect(html.contains(">Retry</button>"))
  }

  @Test func eachKindIsTheElementAWebDeveloperWouldWrite() {
    #expect(WebLabel("Hi").html() == "<span class=\"sy-label\">Hi</span>")
    #expect(WebLabel("Hi", wraps: true).html() == "<span class=\"sy-label sy-wraps\">Hi</span>")
    #expect(
      WebProgress(0.5).html()
        == "<progress class=\"sy-progress\" max=\"1\" value=\"0.5\"></progress>")
    #expect(WebProgress().html() == "<progress class=\"sy-progress\" max=\"1\"></progress>")
    #expect(
      WebSpinner("Loading").html()
        == "<span class=\"sy-spinner sy-animating\" role=\"status\">"
        + "<span aria-hidden=\"true\" class=\"sy-spinner-mark\"></span>"
        + "<span class=\"sy-spinner-text\">Loading</span></span>")
    #expect(
      WebBox(title: "Notes", text: "Inside").html()
        == "<section class=\"sy-box\"><h2 class=\"sy-box-title\">Notes</h2>"
        + "<p class=\"sy-box-text\">Inside</p></section>")
    #expect(WebBox(text: "Inside").html().contains("<h2 class=\"sy-box-title\" hidden></h2>"))
    #expect(
      WebTextArea(text: "\nsecond line").html()
        == "<textarea class=\"sy-text-area\" rows=\"3\">\n\nsecond line</textarea>")
  }
}
