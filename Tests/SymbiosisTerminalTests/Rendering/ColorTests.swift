import SymbiosisTerminal
import SymbiosisTesting
import Testing

@Suite struct ColorTests {
  @Test func rgbGoesToTheNearestIndexedColour() {
    #expect(Color.rgb(255, 0, 0).converted(to: .indexed256) == .indexed(196))
    #expect(Color.rgb(250, 5, 3).converted(to: .indexed256) == .indexed(196))
    #expect(Color.rgb(95, 135, 175).converted(to: .indexed256) == .indexed(67))
    #expect(Color.rgb(0, 0, 0).converted(to: .indexed256) == .indexed(16))
    #expect(Color.rgb(128, 128, 128).converted(to: .indexed256) == .indexed(244))
    #expect(Color.rgb(238, 238, 238).converted(to: .indexed256) == .indexed(255))
  }

  @Test func rgbAndIndexedGoToTheNearestANSIColour() {
    #expect(Color.rgb(255, 0, 0).converted(to: .ansi16) == .brightRed)
    #expect(Color.rgb(200, 0, 0).converted(to: .ansi16) == .red)
    #expect(Color.rgb(0, 0, 0).converted(to: .ansi16) == .black)
    #expect(Color.rgb(255, 255, 255).converted(to: .ansi16) == .brightWhite)
    #expect(Color.rgb(128, 128, 128).converted(to: .ansi16) == .brightBlack)
    #expect(Color.indexed(46).converted(to: .ansi16) == .brightGreen)
    #expect(Color.indexed(3).converted(to: .ansi16) == .yellow)
  }

  @Test func lesserColoursStayWhenSupported() {
    #expect(Color.red.converted(to: .indexed256) == .red)
    #expect(Color.indexed(100).converted(to: .indexed256) == .indexed(100))
    #expect(Color.brightCyan.converted(to: .ansi16) == .brightCyan)
    #expect(Color.default.converted(to: .ansi16) == .default)
    #expect(Color.rgb(1, 2, 3).converted(to: .truecolor) == .rgb(1, 2, 3))
  }

  @Test func withoutColourSupportEverythingIsDefault() {
    for color: Color in [.red, .indexed(9), .rgb(9, 9, 9), .default] {
      #expect(color.converted(to: .none) == .default)
    }
  }

  @Test func downgradesAlwaysLandInTheSupportedSet() {
    var random = SeededRandom(seed: 7)
    for _ in 0..<2_000 {
      let color = Color.rgb(
        UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random),
        UInt8.random(in: 0...255, using: &random))
      guard case .indexed(let index) = color.converted(to: .indexed256) else {
        Issue.record("\(color) did not become indexed")
        return
      }
      #expect(index >= 16)
      guard case .ansi(let ansi) = color.converted(to: .ansi16) else {
        Issue.record("\(color) did not become ANSI")
        return
      }
      #expect(ansi < 16)
      #expect(Color.indexed(index).converted(to: .ansi16) == .ansi(ansi))
    }
  }

  @Test func namedColoursAreTheSixteenANSIColours() {
    let named: [Color] = [
      .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white, .brightBlack, .brightRed,
      .brightGreen, .brightYellow, .brightBlue, .brightMagenta, .brightCyan, .brightWhite,
    ]
    #expect(named == (0..<16).map { Color.ansi(UInt8($0)) })
  }

  @Test func styleBuildersAddWithoutForgetting() {
    let style = Style.plain.bold().underline().foreground(.red).background(.rgb(1, 2, 3))
    #expect(style.attributes == [.bold, .underline])
    #expect(style.foreground == .red)
    #expect(style.background == .rgb(1, 2, 3))
    #expect(
      Style.plain.italic().dim().reverse().strikethrough().attributes == [
        .italic, .dim, .reverse, .strikethrough,
      ])
    #expect(style.converted(to: .ansi16).background == .black)
    #expect(Style.plain == Style(foreground: .default, background: .default, attributes: []))
  }
}
