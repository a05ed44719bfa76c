import Symbiosis
import Testing

@testable import SymbiosisTerminal

/// A window of any size, even one no terminal has, never traps or takes the machine's memory:
/// a frame keeps to a bounded size.
@MainActor
@Suite("Huge windows")
struct HugeWindowTests {
  @Test(arguments: [
    Size(width: 100_000, height: 100_000), Size(width: 5_000, height: 5_000),
    Size(width: Int.max, height: 3), Size(width: 3, height: Int.max),
  ])
  func aFrameKeepsToABoundedSize(_ size: Size) throws {
    let screen = Screen(root: Label("hello"), size: Size(width: 80, height: 24))
    screen.resize(to: size)
    try #require(screen.size.width <= 1_000 && screen.size.height <= 1_000)
    #expect(screen.size.width > 0 && screen.size.height > 0)
    let frame = screen.render().buffer
    #expect(frame.width == screen.size.width && frame.height == screen.size.height)
    let made = Screen(root: Label("hello"), size: size)
    try #require(made.size == screen.size)
    #expect(made.render().buffer.width == screen.size.width)
  }
}
