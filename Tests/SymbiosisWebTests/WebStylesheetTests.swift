import Symbiosis
import SymbiosisScenes
import Testing

@testable import SymbiosisWeb

/// A scene file's styles in the browser: classes on the views, and one stylesheet of the theme
/// roles (light and dark) and the files' styles.
@MainActor
@Suite struct WebStylesheetTests {
  static func styles(_ file: String, scene: String = "Styled") throws -> [StyleDefinition] {
    let library = try SceneLibrary(
      files: [("\(scene).scene.yaml", file)], types: SceneTypes(), platform: WebScenePlatform())
    return library.styles(ofScene: scene)
  }

  static let file = """
    scene: Styled
    styles:
      loud: { base: title, foreground: red, background: "#3366CC", bold: true, dim: false }
      louder: { base: loud, foreground: brightYellow, reverse: true }
    views:
      - label: { text: Hi, style: louder }
    """

  @Test func aStyleGivesItsRoleAndItsOwnClassAndRemovingItLeavesTheKindsClasses() throws {
    let styles = try Self.styles(Self.file)
    let platform = WebScenePlatform()
    let label = WebLabel("Hi", wraps: true)
    platform.apply(style: "louder", styles: styles, to: label)
    let style = try #require(WebStyle.named("louder", in: styles)?.styleClass)
    #expect(style.hasPrefix("sy-style-louder-"))
    #expect(label.classNames == ["sy-label", "sy-wraps", "sy-role-title", style])
    platform.apply(style: "error", styles: styles, to: label)
    #expect(label.classNames == ["sy-label", "sy-wraps", "sy-role-error"])
    platform.apply(style: "nothing", styles: styles, to: label)
    #expect(label.classNames == ["sy-label", "sy-wraps", "sy-role-error"])
    platform.removeStyle(from: label)
    #expect(label.classNames == ["sy-label", "sy-wraps"])
  }

  @Test func theStylesheetDeclaresEachStyleOverItsBases() throws {
    let styles = try Self.styles(Self.file)
    let css = WebScenePlatform.stylesheet(for: styles)
    let loud = try #require(WebStyle.named("loud", in: styles)?.styleClass)
    let louder = try #require(WebStyle.named("louder", in: styles)?.styleClass)
    #expect(
      css.contains(
        ".\(loud) { color: var(--sy-palette-red); background-color: #3366cc; font-weight: 700;"
          + " opacity: 1; }"))
    #expect(
      css.contains(
        ".\(louder) { color: #3366cc; background-color: var(--sy-palette-bright-yellow);"
          + " font-weight: 700; opacity: 1; }"),
      "reversed: the background colour is the text's, the text's the background")
  }

  @Test func everyThemeRoleHasARuleAndEveryColourAVariableInLightAndDark() {
    let css = WebScenePlatform.stylesheet(for: [])
    for role in SceneSchema.themeRoles {
      #expect(css.contains(".sy-role-\(role) {"), "\(role)")
    }
    for color in SceneSchema.colorNames.dropFirst() {
      let variable = "--sy-palette-\(WebStylesheet.paletteName(color)):"
      #expect(css.components(separatedBy: variable).count == 3, "\(variable) light and dark")
    }
    #expect(css.contains("@media (prefers-color-scheme: dark)"))
    #expect(WebStylesheet.paletteName("brightBlack") == "bright-black")
  }

  @Test func twoScenesStylesOfOneNameGetTwoClassesAndOneLibraryStylesheet() throws {
    let library = try SceneLibrary(
      files: [
        ("A.scene.yaml", "scene: A\nstyles:\n  name: { bold: true }\nviews: [label: a]\n"),
        ("B.scene.yaml", "scene: B\nstyles:\n  name: { italic: true }\nviews: [label: b]\n"),
      ], types: SceneTypes(), platform: WebScenePlatform())
    let a = try #require(WebStyle.named("name", in: library.styles(ofScene: "A"))?.styleClass)
    let b = try #require(WebStyle.named("name", in: library.styles(ofScene: "B"))?.styleClass)
    #expect(a != b)
    let css = WebScenePlatform.stylesheet(for: library)
    #expect(css.contains(".\(a) { font-weight: 700; }"))
    #expect(css.contains(".\(b) { font-style: italic; }"))
  }

  @Test func aStacksSpacingIsAGapClass() {
    let platform = WebScenePlatform()
    let row = platform.stack(.horizontal, spacing: 2, views: [WebLabel("a")]) as? WebView
    #expect(row?.html() == "<div class=\"sy-row sy-gap-2\"><span class=\"sy-label\">a</span></div>")
    let column = platform.stack(.vertical, spacing: 40, views: []) as? WebView
    #expect(column?.classNames == ["sy-column", "sy-gap-\(WebStack.widestGap)"])
    #expect(WebScenePlatform.stylesheet(for: []).contains(".sy-gap-8 {"))
  }
}
