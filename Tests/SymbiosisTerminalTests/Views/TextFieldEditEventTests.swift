import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import Testing

/// The field's edit events, which a scene file's `on: enter | leave` and Escape follow.
@MainActor
@Suite("TextField's edit events")
struct TextFieldEditEventTests {
  @Test func tabLeavesAndEscapeIsKeptOnlyWhenItSetTheTextBack() {
    let field = TextField(text: "Milk")
    let other = TextField()
    let terminal = TestTerminal(Stack(.vertical, [field, other]), columns: 10, rows: 2)
    let events = MutableProperty<[String]>([])
    BindingTarget(lifetime: field.lifetime) { events.modify { $0.append("leave") } }
      .bindOutsideScope(field.leaves)
    let restores = MutableProperty(false)
    BindingTarget(
      lifetime: field.lifetime,
      onMainActor: { [weak field] (_: Void) in
        events.modify { $0.append("cancel") }
        if restores.value { field?.text.value = "Milk" }
      }
    ).bindOutsideScope(field.cancels)
    terminal.type("y")
    #expect(!field.handleKey(KeyEvent(.escape)), "nothing set the text back: Escape goes on")
    #expect(field.text.value == "Milky")
    restores.value = true
    #expect(field.handleKey(KeyEvent(.escape)), "Escape that undid the typing is the field's")
    #expect(field.text.value == "Milk")
    #expect(!field.handleKey(KeyEvent(.escape)), "nothing left to undo: it goes on")
    terminal.press(.tab)
    #expect(events.value == ["cancel", "cancel", "cancel", "leave"])
  }
}
