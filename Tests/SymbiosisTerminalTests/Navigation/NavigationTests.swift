import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

@MainActor
@Suite("Navigation, alerts and focus")
struct NavigationTests {
  @Test func pushShowsATitleBarAndEscGoesBack() {
    let stack = NavigationStack(root: Label("home"), title: "Home")
    let terminal = TestTerminal(stack, columns: 20, rows: 3)
    #expect(terminal.lines == ["        Home", "home", ""])
    stack.push(Label("details"), title: "Song")
    terminal.render()
    #expect(terminal.lines == ["‹ Back  Song", "details", ""])
    terminal.press(.escape)
    #expect(terminal.lines == ["        Home", "home", ""])
    terminal.press(.escape)  // nothing below the root
    #expect(stack.entries.count == 1)
  }

  @Test func clickingBackGoesBack() {
    let stack = NavigationStack(root: Label("home"), title: "Home")
    let terminal = TestTerminal(stack, columns: 20, rows: 3)
    stack.push(Label("details"), title: "Song")
    terminal.render()
    terminal.click(x: 2, y: 0)
    #expect(terminal.lines[1] == "home")
  }

  @Test func aFollowedNavigatorsSegueShowsItsSceneAndEscGoesBackOnIt() async throws {
    let navigator = Navigator(root: LabelScene(title: "List"))
    let stack = NavigationStack(navigator)
    let terminal = TestTerminal(stack, columns: 24, rows: 2)
    await terminal.settled()
    #expect(terminal.lines[1] == "scene List")
    navigator.perform(Segue("Detail") { LabelScene(title: "Detail") })
    await terminal.settled()
    #expect(terminal.lines == ["‹ Back   Detail", "scene Detail"])
    terminal.press(.escape)
    await terminal.settled()
    #expect(terminal.lines[1] == "scene List")
    #expect(navigator.stack.value.count == 1)
  }

  @Test func anAlertIsModalAndItsButtonClosesItAndRunsItsAction() {
    let behind = Button("Behind")
    var behindTaps = 0
    let counting = { @MainActor (_: Void) in behindTaps += 1 } <~ behind.taps
    defer { counting.cancel() }
    let navigator = Navigator(root: ViewScene(Stack(.vertical, alignment: .leading, [behind])))
    let terminal = TestTerminal(NavigationStack(navigator), columns: 40, rows: 8)
    var chosen: [String] = []
    navigator.present(
      Alert(
        title: "Delete?", message: "It goes for good.",
        buttons: [
          "Keep": Action { chosen.append("keep") }, "Delete": Action { chosen.append("delete") },
        ]))
    terminal.render()
    #expect(terminal.text.contains("Delete?"))
    #expect(terminal.text.contains("It goes for good."))
    terminal.press(.tab)
    terminal.press(.enter)
    #expect(chosen == ["delete"])
    #expect(behindTaps == 0)
    #expect(!terminal.text.contains("Delete?"))
    #expect(navigator.stack.value.count == 1)
    navigator.present(Alert(title: "Note", message: "Esc closes me"))
    terminal.render()
    terminal.press(.escape)
    #expect(!terminal.text.contains("Note"))
    #expect(navigator.stack.value.count == 1)
  }

  @Test func anAlertsButtonIsDisabledWhileItsActionCannotRun() {
    let navigator = Navigator(root: ViewScene(Label("behind")))
    let terminal = TestTerminal(NavigationStack(navigator), columns: 40, rows: 8)
    let allowed = MutableProperty(false)
    var ran = 0
    let maybe = Action(enabled: allowed) { ran += 1 }
    navigator.present(Alert(title: "Go?", message: "Maybe.", buttons: ["Go": maybe]))
    terminal.render()
    terminal.press(.enter)
    #expect(ran == 0)
    #expect(terminal.text.contains("Go?"), "a disabled button does not close the alert")
    allowed.value = true
    terminal.render()
    terminal.press(.enter)
    #expect(ran == 1)
    #expect(!terminal.text.contains("Go?"))
  }

  @Test func aModalSegueShowsOverThePageBeneathKeepsTheInputAndEscLeavesIt() {
    let listOne = Button("List one")
    let listTwo = Button("List two")
    var listTaps = 0
    let counting = { @MainActor (_: Void) in listTaps += 1 } <~ listOne.taps
    defer { counting.cancel() }
    let list = Stack(.vertical, alignment: .leading, [listOne, listTwo])
    let navigator = Navigator(root: ViewScene(list, title: "List"))
    let terminal = TestTerminal(NavigationStack(navigator), columns: 40, rows: 9)
    terminal.press(.tab)
    #expect(terminal.screen.focusedView === listTwo)
    let sheetOne = Button("Sheet one")
    let sheetTwo = Button("Sheet two")
    let sheet = Stack(.vertical, alignment: .leading, [sheetOne, sheetTwo])
    navigator.perform(Segue("Sheet", .modal) { ViewScene(sheet, title: "Sheet") })
    terminal.render()
    #expect(terminal.lines[0].contains("List"), "the bar still names the page beneath")
    #expect(terminal.lines[1].contains("List one"), "the page beneath still shows")
    let top = terminal.lines.firstIndex { $0.contains("┌ Sheet ─") }
    #expect(top != nil, "the modal scene shows boxed under its title")
    #expect(terminal.lines.first { $0.contains("Sheet one") }?.hasPrefix("  ") == true, "centred")
    #expect(terminal.screen.focusedView === sheetOne)
    terminal.press(.tab)
    terminal.press(.tab)
    #expect(terminal.screen.focusedView === sheetOne, "Tab wraps inside the modal")
    terminal.press(.left)
    terminal.press(.backspace)
    #expect(navigator.stack.value.count == 2, "only Esc leaves a modal")
    terminal.click(x: 2, y: 1)
    #expect(listTaps == 0, "the page beneath takes no clicks")
    terminal.press(.escape)
    #expect(navigator.stack.value.count == 1)
    #expect(!terminal.text.contains("Sheet"))
    #expect(terminal.screen.focusedView === listTwo, "the focus goes back where it was")
    #expect(terminal.screen.modals.isEmpty)
  }

  @Test func tabAndArrowsMoveAVisibleFocusThatSurvivesHiding() {
    let first = Button("One")
    let second = Button("Two")
    let below = Button("Below")
    let row = Stack(.horizontal, spacing: 1, alignment: .leading, [first, second])
    let terminal = TestTerminal(
      Stack(.vertical, alignment: .leading, [row, below]), columns: 20, rows: 2)
    #expect(terminal.screen.focusedView === first)
    #expect(terminal.cell(x: 2, y: 0).style == terminal.screen.theme.focus)
    terminal.press(.tab)
    #expect(terminal.screen.focusedView === second)
    terminal.press(.tab, .shift)
    #expect(terminal.screen.focusedView === first)
    terminal.press(.down)
    #expect(terminal.screen.focusedView === below)
    terminal.press(.up)
    #expect(terminal.screen.focusedView === first)
    terminal.press(.right)
    #expect(terminal.screen.focusedView === second)
    second.isHidden = true
    terminal.render()
    #expect(terminal.screen.focusedView === first)
  }
}

/// A scene showing a view it is given.
private final class ViewScene: Scene {
  private let view: View

  init(_ view: View, title: String = "") {
    self.view = view
    super.init(title: title)
  }

  override func content() throws -> any PlatformView { view }
}

/// A scene showing a label with its title.
final class LabelScene: Scene {
  override func content() throws -> any PlatformView { Label("scene \(title.value)") }
}
