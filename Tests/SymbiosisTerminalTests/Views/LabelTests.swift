import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

@MainActor
@Suite("Label")
struct LabelTests {
  @Test func aThemeStyleFollowsTheScreensThemeAndAnExplicitStyleWins() {
    var theme = Theme.standard
    theme.secondary = Style(foreground: .indexed(201))
    let label = Label("quiet", themeStyle: \.secondary)
    let terminal = TestTerminal(label, columns: 8, rows: 1, theme: theme)
    #expect(terminal.cell(x: 0, y: 0).style == theme.secondary)
    label.themeStyle = \.error
    terminal.render()
    #expect(terminal.cell(x: 0, y: 0).style == theme.error)
    label.style = Style(foreground: .indexed(46))
    terminal.render()
    #expect(terminal.cell(x: 0, y: 0).style == Style(foreground: .indexed(46)))
  }

  @Test func aStateBindingShowsAFailedLoadsMessageInALabel() async throws {
    let why = Label("")
    let terminal = TestTerminal(Stack(.vertical, [why]), columns: 40, rows: 1)
    let people = DataSource<[String]> { throw ServiceUnavailable("The people service") }
    try terminal.track {
      try StateBinding().connect(toStateOf: people, outlets: ["failureMessage": why])
    }
    await terminal.settled()
    #expect(people.phase.value == .failed)
    terminal.render()
    #expect(terminal.lines == ["The people service is not available her…"])
  }

  @Test func longTextIsCutWithAnEllipsis() {
    let label = Label("Symbiosis binds views to models")
    label.width = .fixed(12)
    let terminal = TestTerminal(Stack(.vertical, [label]), columns: 20, rows: 2)
    #expect(terminal.lines == ["Symbiosis b…", ""])
  }

  @Test func wrappingBreaksAtSpacesAndInsideLongWords() {
    let label = Label("one two three fourfivesixseven", wraps: true)
    let terminal = TestTerminal(label, columns: 9, rows: 5)
    #expect(terminal.lines == ["one two", "three", "fourfives", "ixseven", ""])
  }

  @Test func alignmentCentresAndRightAligns() {
    let centred = Label("mid")
    centred.alignment = .center
    let right = Label("end")
    right.alignment = .trailing
    let terminal = TestTerminal(Stack(.vertical, [centred, right]), columns: 9, rows: 2)
    #expect(terminal.lines == ["   mid", "      end"])
  }

  @Test func wideCharactersTakeTwoCellsAndAreNeverCutInHalf() {
    let label = Label("日本語のテキスト")
    label.width = .fixed(7)
    let emoji = Label("ok 👍🏽 done")
    let terminal = TestTerminal(Stack(.vertical, [label, emoji]), columns: 12, rows: 2)
    #expect(terminal.lines == ["日本語…", "ok 👍🏽 done"])
  }

  @Test func aBoundLabelShowsTheModelsText() async throws {
    let label = Label()
    let terminal = TestTerminal(label, columns: 10, rows: 1)
    let name = MutableProperty("Ada")
    label.reactive.text <~ name
    await terminal.settled()
    #expect(terminal.lines == ["Ada"])
    name.value = "Grace"
    await terminal.settled()
    #expect(terminal.lines == ["Grace"])
  }

  @Test func aViewsBackgroundShowsBehindItsTextAndItsSubviewsText() {
    let swatch = Label("  ab  ")
    swatch.background = .rgb(51, 102, 204)
    let label = Label("x")
    let box = Stack(.vertical, [swatch, label])
    let terminal = TestTerminal(box, columns: 6, rows: 2)
    #expect(
      (0..<6).allSatisfy { terminal.cell(x: $0, y: 0).style.background == .rgb(51, 102, 204) })
    #expect(terminal.cell(x: 0, y: 1).style.background == .default)
    box.background = .red
    terminal.render()
    #expect(terminal.cell(x: 0, y: 1).style.background == .red)
    #expect(terminal.cell(x: 2, y: 0).style.background == .rgb(51, 102, 204))
  }
}
