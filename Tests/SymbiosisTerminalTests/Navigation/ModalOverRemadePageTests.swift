import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import Testing

/// A page whose content is made again each time it asks, as a saved scene file does.
@MainActor
private final class RemadeScene: Scene {
  var made = 0

  override func content() throws -> any PlatformView {
    made += 1
    return Button("List \(made)")
  }
}

/// A scene file saved while a modal is open over its page.
@MainActor
@Suite("A page remade beneath a modal")
struct ModalOverRemadePageTests {
  @Test func thePageShowsItsNewContentAndTheFocusStaysInTheModal() {
    let list = RemadeScene(title: "List")
    let navigator = Navigator(root: list)
    let terminal = TestTerminal(NavigationStack(navigator), columns: 40, rows: 9)
    let sheetOne = Button("Sheet one")
    let sheetTwo = Button("Sheet two")
    let sheet = Stack(.vertical, alignment: .leading, [sheetOne, sheetTwo])
    navigator.present(sheet, title: "Sheet")
    terminal.press(.tab)
    #expect(terminal.screen.focusedView === sheetTwo)
    list.setNeedsContent()
    terminal.render()
    #expect(terminal.text.contains("List 2"), "the page beneath shows its new content")
    #expect(terminal.screen.focusedView === sheetTwo, "the focus stays where it was")
    terminal.press(.tab)
    #expect(terminal.screen.focusedView === sheetOne, "Tab stays inside the modal")
    terminal.press(.escape)
    #expect(navigator.stack.value.count == 1, "Esc still closes it")
  }
}
