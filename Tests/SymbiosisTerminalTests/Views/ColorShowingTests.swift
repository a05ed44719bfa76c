import Symbiosis
import SymbiosisTerminal
import Testing

/// A terminal view shows a binding's colour as its background.
@MainActor
@Suite struct ColorShowingTests {
  @Test func aColourShownIsTheViewsBackgroundAndReadsBackAsHex() {
    let view: any ColorShowing = Label("      ")
    view.shownColor = "#6A4C93"
    #expect((view as? View)?.background == .rgb(0x6a, 0x4c, 0x93))
    #expect(view.shownColor == "#6a4c93")
    view.shownColor = "not a colour"
    #expect((view as? View)?.background == nil, "the theme's again")
    view.shownColor = nil
    #expect(view.shownColor == nil)
  }

  @Test func aPaletteColourReadsAsNone() {
    let view = View()
    view.background = .ansi(1)
    #expect(view.shownColor == nil)
  }
}
