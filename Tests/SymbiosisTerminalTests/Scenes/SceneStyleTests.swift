import Symbiosis
import SymbiosisScenes
import SymbiosisTerminal
import SymbiosisTerminalScenes
import SymbiosisTerminalTesting
import Testing

/// A file's location for the style tests.
private func at(_ line: Int, _ column: Int) -> SymbiosisScenes.SourceLocation {
  SymbiosisScenes.SourceLocation(file: "Styles.scene.yaml", line: line, column: column)
}

/// `key: value` written on `line`, the key at column 5 and the value after `: `.
private func entry(_ key: String, _ value: String, line: Int) -> SceneNode.Entry {
  SceneNode.Entry(
    key: Located(key, at: at(line, 5)),
    value: SceneNode(.scalar(value), at: at(line, 5 + key.count + 2)))
}

/// A file style called `name` on `base`.
private func style(
  _ name: String, base: String? = nil, _ attributes: [SceneNode.Entry] = []
) -> StyleDefinition {
  StyleDefinition(
    name: Located(name, at: at(1, 3)), base: base.map { Located($0, at: at(1, 12)) },
    attributes: attributes)
}

/// Theme styles and a scene file's own styles on terminal views: `check` finds every problem
/// in a style at once, and a style follows the screen's theme.
@MainActor
@Suite("Scene file styles on the terminal")
struct SceneStyleTests {
  let platform = TerminalScenePlatform()

  @Test func theThemeStyleNamesAreTheThemesStyles() {
    #expect(
      platform.themeStyles
        == [
          "text", "secondary", "title", "border", "control", "focus", "disabled", "selection",
          "focusedSelection", "error", "accent",
        ])
  }

  @Test func aThemeStyleFollowsAChangeOfTheme() {
    let label = Label("oops")
    platform.apply(style: "error", styles: [], to: label)
    let terminal = TestTerminal(label, columns: 6, rows: 1)
    #expect(terminal.cell(x: 0, y: 0).style == Theme.standard.error)
    var theme = Theme.standard
    theme.error = Style(foreground: .green, attributes: .italic)
    terminal.screen.theme = theme
    #expect(terminal.cell(x: 0, y: 0).style == Style(foreground: .green, attributes: .italic))
  }

  @Test func aFileStyleChangesItsBaseAndMayBuildOnAnotherFileStyle() {
    let styles = [
      style(
        "name", base: "title",
        [entry("underline", "true", line: 2), entry("foreground", "#3366cc", line: 3)]),
      style(
        "quiet", base: "name",
        [entry("bold", "false", line: 5), entry("background", "brightBlack", line: 6)]),
    ]
    #expect(platform.check(styles[0]).isEmpty && platform.check(styles[1]).isEmpty)
    let name = Label("Ada")
    let quiet = Label("Ada")
    platform.apply(style: "name", styles: styles, to: name)
    platform.apply(style: "quiet", styles: styles, to: quiet)
    let terminal = TestTerminal(Stack(.vertical, [name, quiet]), columns: 4, rows: 2)
    let blue = Color.rgb(0x33, 0x66, 0xcc)
    #expect(
      terminal.cell(x: 0, y: 0).style == Style(foreground: blue, attributes: [.bold, .underline]))
    #expect(
      terminal.cell(x: 0, y: 1).style
        == Style(foreground: blue, background: .brightBlack, attributes: .underline))
  }

  @Test func aStyleOnAControlIsLaidOverItsOwnStyles() {
    let button = Button("Go")
    platform.apply(
      style: "loud", styles: [style("loud", [entry("foreground", "yellow", line: 2)])], to: button)
    let terminal = TestTerminal(Stack(.vertical, [button]), columns: 8, rows: 1)
    // Focused, the button keeps the focus style's reverse and bold, in the file's colour.
    #expect(
      terminal.cell(x: 0, y: 0).style == Style(foreground: .yellow, attributes: [.reverse, .bold]))
  }

  @Test func checkReportsEveryProblemOfAStyleAtOnceEachAtItsToken() {
    let broken = style(
      "broken",
      [
        entry("forground", "red", line: 2), entry("background", "bleu", line: 3),
        entry("bold", "yes", line: 4), entry("italic", "true", line: 5),
        entry("foreground", "#12345", line: 6),
      ])
    let problems = platform.check(broken)
    #expect(
      problems.map(\.description) == [
        "Styles.scene.yaml:2:5: error: unknown style attribute 'forground'; did you mean "
          + "'foreground'?",
        "Styles.scene.yaml:3:17: error: unknown colour 'bleu'; did you mean 'blue'?",
        "Styles.scene.yaml:4:11: error: style attribute 'bold' takes true or false, not 'yes'",
        "Styles.scene.yaml:6:17: error: unknown colour '#12345'; expected 'default', 'black', "
          + "'red', 'green', 'yellow', 'blue', 'magenta', 'cyan', 'white', 'brightBlack', "
          + "'brightRed', 'brightGreen', 'brightYellow', 'brightBlue', 'brightMagenta', "
          + "'brightCyan', 'brightWhite' or '#rrggbb'",
      ])
  }

  @Test func aStyleThatIsAListIsAProblemNotACrash() {
    let listed = StyleDefinition(
      name: Located("odd", at: at(1, 3)),
      attributes: [
        SceneNode.Entry(
          key: Located("dim", at: at(2, 5)), value: SceneNode(.sequence([]), at: at(2, 10)))
      ])
    #expect(
      platform.check(listed).map(\.description) == [
        "Styles.scene.yaml:2:10: error: style attribute 'dim' takes true or false, not a list "
          + "or a mapping"
      ])
  }

  @Test func stylesWhoseBasesLoopStillApply() {
    let styles = [
      style("a", base: "b", [entry("bold", "true", line: 2)]),
      style("b", base: "a", [entry("italic", "true", line: 4)]),
    ]
    let label = Label("x")
    platform.apply(style: "a", styles: styles, to: label)
    let terminal = TestTerminal(label, columns: 2, rows: 1)
    #expect(terminal.cell(x: 0, y: 0).style.attributes == [.bold, .italic])
  }
}
