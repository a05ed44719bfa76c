import SymbiosisTerminal
import SymbiosisTerminalTesting
import Testing

/// The navigation stack's back control and back keys; a screen with controls of its own keeps
/// the first focus.
@MainActor
@Suite("Going back on a navigation stack")
struct NavigationBackControlTests {
  @Test func aPushedScreensOwnControlGetsFocusFirstAndTabThenReachesBack() {
    let stack = NavigationStack(root: TextField(placeholder: "search"), title: "Root")
    let terminal = TestTerminal(stack, columns: 40, rows: 8)
    let field = TextField(placeholder: "name")
    stack.push(field, title: "Form")
    terminal.type("ab")
    #expect(field.text.value == "ab")
    terminal.press(.backspace)  // the field uses it: no going back
    #expect(field.text.value == "a" && stack.entries.count == 2)
    terminal.press(.tab)
    #expect(terminal.screen.focusedView?.superview === stack)
    terminal.press(.enter)
    #expect(stack.entries.count == 1)
  }

  @Test func backspaceAndLeftGoBackWhenTheScreenDoesNotUseThem() {
    let stack = NavigationStack(root: Label("root"), title: "Root")
    let terminal = TestTerminal(stack, columns: 40, rows: 8)
    for key in [Key.backspace, .left, .escape] {
      stack.push(Label("page"), title: "Page")
      terminal.press(key)
      #expect(stack.entries.count == 1, "\(key)")
    }
    terminal.press(.backspace)  // nothing below the root
    #expect(stack.entries.count == 1)
  }
}
