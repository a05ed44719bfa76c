import Symbiosis
import SymbiosisTerminal
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
    let terminal = TestTerminal(
      Stack(.vertical, alignment: .leading, [behind]), columns: 40, rows: 7)
    var chosen: [String] = []
    terminal.screen.present(
      Alert(
        title: "Delete?", message: "It goes for good.",
        actions: [
          .init("Keep") { chosen.append("keep") }, .init("Delete") { chosen.append("delete") },
        ]))
    terminal.render()
    #expect(terminal.text.contains("Delete?"))
    #expect(terminal.text.contains("It goes for good."))
    terminal.press(.tab)
    terminal.press(.enter)
    #expect(chosen == ["delete"])
    #expect(behindTaps == 0)
    #expect(!terminal.text.contains("Delete?"))
    terminal.screen.present(Alert(title: "Note", message: "Esc closes me"))
    terminal.render()
    terminal.press(.escape)
    #expect(!terminal.text.contains("Note"))
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

/// A scene showing a label with its title.
final class LabelScene: Scene {
  override func content() throws -> any PlatformView { Label("scene \(title.value)") }
}
