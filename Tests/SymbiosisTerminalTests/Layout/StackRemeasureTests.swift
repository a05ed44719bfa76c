import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import Testing

/// A stack lays out the views shown when its layout began, whatever measuring them does.
@MainActor
@Suite("A stack whose views change as they are measured")
struct StackRemeasureTests {
  /// A view that shows its hidden sibling the second time it is measured, as a view whose size
  /// depends on a binding that fires during layout might.
  final class Revealer: View {
    weak var sibling: View?
    var measured = 0
    override func contentSize(fitting proposal: Size) -> Size {
      measured += 1
      if measured == 2 { sibling?.isHidden = false }
      return Size(width: 1, height: 1)
    }
  }

  @Test func aSiblingShownWhileTheStackMeasuresWaitsForTheNextFrame() {
    let hidden = Label("b")
    hidden.isHidden = true
    let revealer = Revealer()
    revealer.sibling = hidden
    let stack = Stack(.vertical, alignment: .leading, [revealer, hidden])
    let terminal = TestTerminal(stack, columns: 4, rows: 4)
    #expect(terminal.lines == ["", "", "", ""], "laid out as the layout began: b hidden")
    #expect(!hidden.isHidden)
    terminal.screen.setNeedsFrame()
    #expect(terminal.lines == ["", "b", "", ""])
  }
}
