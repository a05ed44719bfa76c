import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

/// A to-do of the row-control tests.
private struct Task: Identifiable, Equatable, Sendable {
  let id: Int
  var title: String
  var done = false
}

/// A row of a to-do list: a toggle for its flag, a field for its title and a button that
/// removes it, each writing the user's change to the list by the id of the item it shows.
@MainActor
private final class TaskRow: View {
  let toggle = Toggle("")
  let field = TextField()
  let remove = Button("×")
  private var shownID: Int?
  private var subscriptions: [Subscription] = []

  init(_ tasks: MutableProperty<[Task]>) {
    super.init()
    addSubview(Stack(.horizontal, spacing: 1, [toggle, field, remove]))
    let edit = { @MainActor [unowned self] (change: (inout Task) -> Void) in
      guard let id = shownID else { return }
      tasks.modify { list in
        guard let index = list.firstIndex(where: { $0.id == id }) else { return }
        change(&list[index])
      }
    }
    subscriptions = [
      { @MainActor (done: Bool) in edit { $0.done = done } } <~ toggle.triggers,
      { @MainActor (title: String) in edit { $0.title = title } } <~ field.edits,
      { @MainActor [unowned self] in
        guard let id = shownID else { return }
        tasks.modify { $0.removeAll { $0.id == id } }
      } <~ remove.taps,
    ]
  }

  isolated deinit { for subscription in subscriptions { subscription.cancel() } }

  /// Shows `task`: everything a row shows, since rows are reused.
  func show(_ task: Task) {
    shownID = task.id
    toggle.isOn.value = task.done
    field.text.value = task.title
  }
}

/// A list of to-dos in a table whose rows hold controls, as a Swift app writes one.
@MainActor
private final class TaskList {
  let tasks: MutableProperty<[Task]>
  let table: TableView<Int, String, Task, TaskRow>
  let terminal: TestTerminal

  init(count: Int = 3, rows: Int = 6, after: View? = nil) {
    let tasks = MutableProperty((0..<count).map { Task(id: $0, title: "task \($0)") })
    self.tasks = tasks
    let table = TableView(items: tasks, cell: { TaskRow(tasks) }) { $0.show($1) }
    self.table = table
    let root: View = after.map { Stack(.vertical, [table, $0]) } ?? table
    terminal = TestTerminal(root, columns: 24, rows: rows)
  }

  var focused: View? { terminal.screen.focusedView }

  /// The kind of control that has focus and the line it is on: ("toggle", 1); the table
  /// itself is ("row", line of the highlighted row).
  var focus: (kind: String, line: Int)? {
    guard let view = focused else { return nil }
    if view === table { return ("row", table.cursor?.item ?? -1) }
    switch view {
    case is Toggle: return ("toggle", view.frame.y)
    case is TextField: return ("field", view.frame.y)
    case is Button: return ("button", view.frame.y)
    default: return ("\(type(of: view))", view.frame.y)
    }
  }

  func titles() -> [String] { tasks.value.map(\.title) }
}

/// Tables whose rows hold controls: the highlighted row's controls are reached, used and left
/// by the keyboard and the mouse, and focus follows the highlighted row as rows scroll, change
/// and go.
@MainActor
@Suite("Controls in table rows")
struct TableRowControlsTests {
  @Test func rightAndTabReachTheRowsControlsAndLeftAndShiftTabComeBack() async {
    let list = TaskList()
    #expect(list.focus! == ("row", 0))
    list.terminal.press(.right)
    #expect(list.focus! == ("toggle", 0))
    list.terminal.press(.tab)
    #expect(list.focus! == ("field", 0))
    list.terminal.press(.tab)
    #expect(list.focus! == ("button", 0))
    list.terminal.press(.left)
    #expect(list.focus! == ("field", 0))  // a field keeps Left for its cursor
    list.terminal.press(.tab, .shift)
    #expect(list.focus! == ("toggle", 0))
    list.terminal.press(.left)
    #expect(list.focus! == ("row", 0))
    list.terminal.press(.tab)
    list.terminal.press(.right)
    #expect(list.focus! == ("field", 0))
    list.terminal.press(.escape)
    #expect(list.focus! == ("row", 0))
    list.terminal.press(.down)
    list.terminal.press(.tab)
    #expect(list.focus! == ("toggle", 1))
  }

  /// Tab from a table went into the controls of the first row on screen, whatever row was
  /// highlighted, and on through every row's.
  @Test func tabFromTheTableGoesIntoTheHighlightedRowsControlsOnly() async {
    let after = Button("After")
    let list = TaskList(after: after)
    list.terminal.press(.down)
    list.terminal.press(.down)
    list.terminal.press(.tab)
    #expect(list.focus! == ("toggle", 2))
    list.terminal.press(.tab)
    list.terminal.press(.tab)
    list.terminal.press(.tab)
    #expect(list.focused === after)
  }

  @Test func aToggleFlipsAFieldEditsAndAButtonPressesTheirRowsItem() async {
    let list = TaskList()
    list.terminal.press(.down)
    list.terminal.press(.right)
    list.terminal.press(.character(" "))
    #expect(list.tasks.value.map(\.done) == [false, true, false])
    #expect(list.terminal.lines[1].hasPrefix("[x] task 1"))
    list.terminal.press(.tab)
    list.terminal.type("!")
    #expect(list.titles() == ["task 0", "task 1!", "task 2"])
    list.terminal.press(.tab)
    list.terminal.press(.enter)
    await list.terminal.settled()
    #expect(list.titles() == ["task 0", "task 2"])
  }

  @Test func upAndDownMoveToTheSameControlOfTheRowAboveOrBelow() async {
    let list = TaskList()
    list.terminal.press(.tab)
    list.terminal.press(.tab)
    #expect(list.focus! == ("field", 0))
    list.terminal.press(.down)
    #expect(list.focus! == ("field", 1))
    #expect(list.table.cursor == ItemPath(section: 0, item: 1))
    list.terminal.type("?")
    list.terminal.press(.down)
    list.terminal.press(.down)  // the last row: the focus stays
    #expect(list.focus! == ("field", 2))
    list.terminal.press(.up)
    #expect(list.focus! == ("field", 1))
    #expect(list.titles() == ["task 0", "task 1?", "task 2"])
  }

  @Test func tabPastTheLastControlLeavesTheTableAndShiftTabComesBackToIt() async {
    let after = Button("After")
    let list = TaskList(after: after)
    list.terminal.press(.down)
    for _ in 0..<4 { list.terminal.press(.tab) }
    #expect(list.focused === after)
    list.terminal.press(.tab, .shift)
    #expect(list.focus! == ("button", 1))
    for _ in 0..<3 { list.terminal.press(.tab, .shift) }
    #expect(list.focus! == ("row", 1))
  }

  @Test func leavingAFieldInARowIsAFocusChangeLikeAnyOther() async {
    let list = TaskList()
    list.terminal.press(.tab)
    list.terminal.press(.tab)
    let field = list.focused as? TextField
    #expect(field != nil && list.terminal.isCursorVisible)
    list.terminal.press(.down)
    #expect(field?.isFocused == false && list.focused is TextField && list.focused !== field)
    list.terminal.press(.escape)
    #expect(list.focus! == ("row", 1) && !list.terminal.isCursorVisible)
  }

  @Test func spaceOnARowSendsTheSecondarySelectionOnlyWhenTheTableHasOne() async {
    let list = TaskList()
    let selected = Recorder(list.table.selections)
    let secondary = Recorder(list.table.secondarySelections)
    list.terminal.press(.character(" "))
    #expect(selected.values.map(\.id) == [0] && secondary.values.isEmpty)
    list.table.hasSecondary = true
    list.terminal.press(.down)
    list.terminal.press(.character(" "))
    list.terminal.press(.enter)
    #expect(selected.values.map(\.id) == [0, 1] && secondary.values.map(\.id) == [1])
    list.terminal.press(.right)
    list.terminal.press(.character(" "))  // a toggle's own Space
    #expect(secondary.values.count == 1 && list.tasks.value[1].done)
  }

  @Test func highlightsSendTheHighlightedItemAsItMovesChangesAndGoes() async {
    let list = TaskList()
    let highlights = Recorder(list.table.highlights)
    list.terminal.press(.down)
    list.tasks.modify { $0[1].title = "renamed" }
    await list.terminal.settled()
    list.tasks.modify { $0.remove(at: 1) }
    await list.terminal.settled()
    list.tasks.value = []
    await list.terminal.settled()
    #expect(highlights.values.map { $0.map(\.title) } == ["task 1", "renamed", "task 2", nil])
  }

  @Test func aViewShowingTheHighlightedItemShowsTheFirstRowFromTheFirstFrame() async {
    let tasks = MutableProperty([Task(id: 0, title: "first"), Task(id: 1, title: "second")])
    let table = TableView(items: tasks, cell: { TaskRow(tasks) }) { $0.show($1) }
    let detail = Label()
    detail.reactive.text <~ table.highlights.map { $0.map { "Editing \($0.title)" } ?? "" }
    let terminal = TestTerminal(Stack(.vertical, [detail, table]), columns: 24, rows: 4)
    #expect(terminal.lines[0] == "Editing first")
    terminal.press(.down)
    #expect(terminal.lines[0] == "Editing second")
  }

  @Test func focusFollowsTheHighlightedRowAsCellsAreReusedByScrolling() async {
    let list = TaskList(count: 30, rows: 4)
    list.tasks.modify { $0[6].done = true }
    list.terminal.press(.right)
    for _ in 0..<6 { list.terminal.press(.down) }
    // Row 6 shows at the bottom, in a reused cell: its toggle has the focus and shows its item.
    #expect(list.focus! == ("toggle", 3))
    #expect((list.focused as? Toggle)?.isOn.value == true)
    #expect(list.table.cursor == ItemPath(section: 0, item: 6))
    list.terminal.press(.character(" "))
    await list.terminal.settled()
    #expect(list.tasks.value.filter(\.done).map(\.id) == [])
    // The wheel takes the row out of sight: its cell now shows another item, so the focus goes
    // back to the table, on the row still highlighted.
    list.terminal.scroll(down: true)
    list.terminal.scroll(down: true)
    list.terminal.scroll(down: true)
    #expect(list.focus! == ("row", 6))
    #expect(list.tasks.value.filter(\.done).map(\.id) == [])
    // Right brings the highlighted row back into sight, and goes into it.
    list.terminal.press(.right)
    #expect(list.focus! == ("toggle", 0) && list.terminal.lines[0].hasPrefix("[ ] task 6"))
  }

  @Test func removingTheHighlightedRowMovesTheFocusToTheSameControlOfTheNext() async {
    let list = TaskList()
    list.terminal.press(.down)
    list.terminal.press(.right)
    list.terminal.press(.tab)
    list.terminal.press(.tab)
    #expect(list.focus! == ("button", 1))
    list.terminal.press(.enter)
    await list.terminal.settled()
    #expect(list.titles() == ["task 0", "task 2"])
    #expect(list.focus! == ("button", 1))
    #expect(list.table.cursor == ItemPath(section: 0, item: 1))
    list.terminal.press(.enter)
    await list.terminal.settled()
    #expect(list.titles() == ["task 0"])
    #expect(list.focus! == ("button", 0))  // the last row gone, the one before it has the focus
    list.terminal.press(.enter)
    await list.terminal.settled()
    #expect(list.titles() == [])
    // Removed from outside, too:
    let other = TaskList()
    other.terminal.press(.tab)
    other.tasks.modify { $0.remove(at: 0) }
    await other.terminal.settled()
    #expect(other.focus! == ("toggle", 0))
    other.terminal.press(.character(" "))
    #expect(other.tasks.value.map(\.done) == [true, false])
  }

  @Test func clickingAControlInAnotherRowHighlightsThatRowAndUsesTheControl() async {
    let list = TaskList()
    list.terminal.click(x: 1, y: 2)
    #expect(list.tasks.value.map(\.done) == [false, false, true])
    #expect(list.focus! == ("toggle", 2) && list.table.cursor == ItemPath(section: 0, item: 2))
    list.terminal.press(.up)
    #expect(list.focus! == ("toggle", 1))
  }

  @Test func theFocusedControlLooksFocusedInARowThatKeepsItsSelectionStyle() async {
    let list = TaskList()
    list.terminal.press(.tab)
    let theme = Theme.standard
    let box = list.terminal.cell(x: 1, y: 0).style
    #expect(box.attributes.isSuperset(of: theme.focus.attributes))
    #expect(box.attributes.contains(.underline))  // the row's selection, the table unfocused
    let title = list.terminal.cell(x: 4, y: 0).style
    #expect(title.attributes.contains(.underline) && !title.attributes.contains(.reverse))
    #expect(!list.terminal.cell(x: 1, y: 1).style.attributes.contains(.underline))
  }
}
