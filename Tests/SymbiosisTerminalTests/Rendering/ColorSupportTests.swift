import SymbiosisTerminal
import Testing

@Suite struct ColorSupportTests {
  @Test func noColorWinsWhenSetAndNotEmpty() {
    let environment = ["NO_COLOR": "1", "COLORTERM": "truecolor", "TERM": "xterm-256color"]
    #expect(ColorSupport.detect(environment: environment) == .none)
  }

  @Test func emptyNoColorIsIgnored() {
    #expect(ColorSupport.detect(environment: ["NO_COLOR": "", "COLORTERM": "24bit"]) == .truecolor)
  }

  @Test(arguments: [
    (["COLORTERM": "truecolor"], ColorSupport.truecolor),
    (["COLORTERM": "24bit", "TERM": "dumb"], .truecolor),
    (["COLORTERM": "TrueColor"], .truecolor),
    (["COLORTERM": "yes", "TERM": "xterm-256color"], .indexed256),
    (["TERM": "screen-256color"], .indexed256),
    (["TERM": "dumb"], .none),
    (["TERM": "xterm"], .ansi16),
    ([:], .ansi16),
  ])
  func detectsFromTheEnvironment(_ environment: [String: String], _ expected: ColorSupport) {
    #expect(ColorSupport.detect(environment: environment) == expected)
  }
}
