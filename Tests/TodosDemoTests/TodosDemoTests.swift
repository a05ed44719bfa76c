import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisTerminal
import SymbiosisTerminalScenes
import SymbiosisTerminalTesting
import Testing

@testable import TodosDemo

/// TodoMVC's behaviours, each through the app's own scene file on a test terminal.
@MainActor
@Suite("TodoMVC, wired by a scene file")
struct TodosDemoTests {
  /// The app's scene files, as a developer's checkout has them.
  static let scenes = URL(filePath: #filePath).deletingLastPathComponent()
    .appending(path: "../../Examples/Todos/Scenes").standardized

  /// Where this test keeps its todos: a file in a folder of its own, not there yet.
  let file = FileManager.default.temporaryDirectory
    .appending(path: "todos-\(UUID().uuidString)").appending(path: "todos.json")

  init() throws {
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
  }

  /// The app on a test terminal, its todos in ``file``, settled.
  private func app(filter: TodoFilter = .all) async throws -> TestTerminal {
    let terminal = try TestTerminal(
      scenes: Self.scenes, types: .todos(file: file, filter: filter), root: "Todos",
      columns: 60, rows: 20)
    await terminal.settled()
    return terminal
  }

  /// What the file holds now.
  private func saved() throws -> [Todo] {
    try JSONDecoder().decode([Todo].self, from: Data(contentsOf: file))
  }

  /// Types each title into the new todo's field and presses Enter.
  private func add(_ titles: String..., in terminal: TestTerminal) async {
    for title in titles {
      terminal.type(title)
      terminal.press(.enter)
    }
    await terminal.settled()
  }

  @Test func atFirstOnlyTheNewTodosFieldShowsAndItHasTheFocus() async throws {
    let terminal = try await app()
    #expect(terminal.text.contains("What needs to be done?"))
    #expect(!terminal.text.contains("Mark all as complete"))
    #expect(!terminal.text.contains("left"))
    terminal.type("Milk")
    #expect(terminal.text.contains("Milk"))
    #expect(!terminal.text.contains("What needs to be done?"))
  }

  @Test func enterAddsTheTrimmedTitleSavesItAndEmptiesTheField() async throws {
    let terminal = try await app()
    await add("  Buy milk  ", in: terminal)
    #expect(try saved().map(\.title) == ["Buy milk"])
    #expect(try saved().map(\.done) == [false])
    #expect(terminal.text.contains("Buy milk"))
    #expect(terminal.text.contains("What needs to be done?"))
    #expect(terminal.text.contains("1 item left"))
  }

  @Test func anEmptyTitleAddsNothing() async throws {
    let terminal = try await app()
    await add("   ", in: terminal)
    #expect(!FileManager.default.fileExists(atPath: file.path))
    #expect(!terminal.text.contains("left"))
  }

  @Test func theCountOfActiveTodosHasTheRightPlural() async throws {
    let terminal = try await app()
    await add("One", "Two", in: terminal)
    #expect(terminal.text.contains("2 items left"))
  }

  @Test func todosSavedAreThereWhenTheAppStartsAgain() async throws {
    do {
      let terminal = try await app()
      await add("Keep me", in: terminal)
    }
    let again = try await app()
    #expect(again.text.contains("Keep me"))
    #expect(again.text.contains("1 item left"))
  }

  @Test func aBrokenFileIsKeptAsItIsSaidWhatIsWrongWithAndRetried() async throws {
    let broken = Data("[{\"title\": ".utf8)
    try broken.write(to: file)
    let terminal = try await app()
    #expect(terminal.text.contains("todos.json"), "a message naming the file:\n\(terminal.text)")
    #expect(terminal.text.contains("Retry"))
    await add("Not lost", in: terminal)
    #expect(try Data(contentsOf: file) == broken)
    let todo = Todo(title: "Fixed")
    try JSONEncoder().encode([todo]).write(to: file)
    // Retry is the state view's button: Tab reaches it from the field.
    terminal.press(.tab)
    terminal.press(.enter)
    await terminal.settled()
    #expect(terminal.text.contains("Fixed"), "after Retry:\n\(terminal.text)")
  }

  /// Presses Tab until the focused view is a `View` of that type (at most 20 times).
  private func tab<Focused: View>(to type: Focused.Type, in terminal: TestTerminal) throws
    -> Focused
  {
    for _ in 0..<20 {
      if let focused = terminal.screen.focusedView as? Focused { return focused }
      terminal.press(.tab)
    }
    return try #require(terminal.screen.focusedView as? Focused, "no \(Focused.self) to focus")
  }

  /// Presses Tab until "Clear completed" has the focus.
  private func tabToClearCompleted(in terminal: TestTerminal) throws {
    for _ in 0..<20 {
      if (terminal.screen.focusedView as? Button)?.title == "Clear completed" { return }
      terminal.press(.tab)
    }
    Issue.record("Tab never reached Clear completed:\n\(terminal.text)")
  }

  /// Starts with `todos` in the file.
  private func app(with todos: [Todo], filter: TodoFilter = .all) async throws -> TestTerminal {
    try JSONEncoder().encode(todos).write(to: file)
    return try await app(filter: filter)
  }

  @Test func markAllCompletesEveryTodoThenMakesThemAllActiveAgain() async throws {
    let terminal = try await app()
    await add("One", "Two", in: terminal)
    let toggle = try tab(to: Toggle.self, in: terminal)
    #expect(toggle.title == "Mark all as complete" && !toggle.isOn.value)
    terminal.press(.character(" "))
    await terminal.settled()
    #expect(try saved().map(\.done) == [true, true])
    #expect(terminal.text.contains("0 items left"))
    #expect(toggle.isOn.value, "it shows that all are complete")
    terminal.press(.character(" "))
    await terminal.settled()
    #expect(try saved().map(\.done) == [false, false])
    #expect(terminal.text.contains("2 items left"))
  }

  @Test func clearCompletedShowsOnlyWhileSomeAreAndRemovesThem() async throws {
    let terminal = try await app(with: [Todo(title: "Done", done: true), Todo(title: "Open")])
    #expect(terminal.text.contains("Clear completed"))
    try tabToClearCompleted(in: terminal)
    terminal.press(.enter)
    await terminal.settled()
    #expect(try saved().map(\.title) == ["Open"])
    #expect(!terminal.text.contains("Clear completed"))
    #expect(terminal.text.contains("1 item left"))
  }

  @Test func onlyTheFieldShowsOnceTheLastTodoIsCleared() async throws {
    let terminal = try await app(with: [Todo(title: "Done", done: true)])
    #expect(terminal.text.contains("Mark all as complete"))
    try tabToClearCompleted(in: terminal)
    terminal.press(.enter)
    await terminal.settled()
    #expect(try saved().isEmpty)
    #expect(!terminal.text.contains("Mark all as complete"))
    #expect(!terminal.text.contains("left"))
  }

  @Test func theFilterShowsAllActiveOrCompletedTodosAndMarksTheChosenOne() async throws {
    let terminal = try await app(with: [Todo(title: "Finished", done: true), Todo(title: "Open")])
    #expect(terminal.text.contains("‹ All"))
    #expect(terminal.text.contains("Finished") && terminal.text.contains("Open"))
    _ = try tab(to: Picker<String>.self, in: terminal)
    terminal.press(.right)
    await terminal.settled()
    #expect(terminal.text.contains("‹ Active"))
    #expect(!terminal.text.contains("Finished") && terminal.text.contains("Open"))
    terminal.press(.right)
    await terminal.settled()
    #expect(terminal.text.contains("‹ Completed"))
    #expect(terminal.text.contains("Finished") && !terminal.text.contains("Open"))
    terminal.press(.right)
    await terminal.settled()
    #expect(terminal.text.contains("Finished") && terminal.text.contains("Open"))
  }

  @Test func theFilterCanBeChosenOnTheCommandLine() async throws {
    let command = try TodosMain.parse(["--filter", "completed", "--file", file.path])
    #expect(command.filter == .completed && command.file == file.path)
    let terminal = try await app(
      with: [Todo(title: "Finished", done: true), Todo(title: "Open")], filter: command.filter)
    #expect(terminal.text.contains("‹ Completed"))
    #expect(terminal.text.contains("Finished") && !terminal.text.contains("Open"))
    #expect(throws: (any Error).self) { try TodosMain.parse(["--filter", "done"]) }
  }

  /// Presses Tab until `isIt` says the focused view is the one (at most 30 times).
  private func tab(until isIt: (View) -> Bool, in terminal: TestTerminal) throws {
    for _ in 0..<30 {
      if let focused = terminal.screen.focusedView, isIt(focused) { return }
      terminal.press(.tab)
    }
    Issue.record("Tab never reached the view:\n\(terminal.text)")
  }

  /// Moves the focus to the title field of the row showing `title`.
  private func focusTitle(_ title: String, in terminal: TestTerminal) throws {
    try tab(until: { ($0 as? TextField)?.text.value == title }, in: terminal)
  }

  @Test func eachTodosToggleCompletesItAndItsRowLooksDone() async throws {
    let terminal = try await app(with: [Todo(title: "One"), Todo(title: "Two")])
    try tab(until: { ($0 as? Toggle)?.title == "" }, in: terminal)
    terminal.press(.character(" "))
    await terminal.settled()
    #expect(try saved().map(\.done) == [true, false])
    #expect(terminal.text.contains("[x] One") && terminal.text.contains("[ ] Two"))
    #expect(terminal.text.contains("1 item left"))
    let row = try #require(terminal.lines.firstIndex { $0.contains("One") })
    let column = try #require(terminal.lines[row].range(of: "One")).lowerBound
    let x = terminal.lines[row].distance(from: terminal.lines[row].startIndex, to: column)
    #expect(terminal.cell(x: x, y: row).style.attributes.contains(.dim), "a done todo is dimmed")
  }

  @Test func aTitleEditedInPlaceIsSavedTrimmedOnEnterAndNotWhileTyping() async throws {
    let terminal = try await app(with: [Todo(title: "Milk")])
    try focusTitle("Milk", in: terminal)
    terminal.type(" and bread  ")
    await terminal.settled()
    #expect(try saved().map(\.title) == ["Milk"], "nothing is saved while typing")
    terminal.press(.enter)
    await terminal.settled()
    #expect(try saved().map(\.title) == ["Milk and bread"])
  }

  @Test func leavingATitleSavesIt() async throws {
    let terminal = try await app(with: [Todo(title: "Milk"), Todo(title: "Eggs")])
    try focusTitle("Milk", in: terminal)
    terminal.type("s")
    terminal.press(.tab)
    await terminal.settled()
    #expect(try saved().map(\.title) == ["Milks", "Eggs"])
  }

  @Test func escapeCancelsAnEditInPlace() async throws {
    let terminal = try await app(with: [Todo(title: "Milk")])
    try focusTitle("Milk", in: terminal)
    terminal.type(" shake")
    terminal.press(.escape)
    await terminal.settled()
    #expect(terminal.text.contains("Milk") && !terminal.text.contains("shake"))
    terminal.press(.tab)
    await terminal.settled()
    #expect(try saved().map(\.title) == ["Milk"])
  }

  @Test func erasingATitleRemovesTheTodo() async throws {
    let terminal = try await app(with: [Todo(title: "Milk"), Todo(title: "Eggs")])
    try focusTitle("Milk", in: terminal)
    terminal.press(.character("u"), .control)
    terminal.press(.enter)
    await terminal.settled()
    #expect(try saved().map(\.title) == ["Eggs"])
    #expect(terminal.text.contains("1 item left"))
  }

  @Test func theRemoveButtonRemovesItsTodo() async throws {
    let terminal = try await app(with: [Todo(title: "Milk"), Todo(title: "Eggs")])
    try tab(
      until: { ($0 as? Button)?.title == "×" && terminal.screen.focusedView != nil }, in: terminal)
    terminal.press(.enter)
    await terminal.settled()
    #expect(try saved().map(\.title) == ["Eggs"])
    #expect(!terminal.text.contains("Milk"))
  }

  /// Regression: quitting while a title was being edited dropped the edit.
  @Test func quittingWhileATitleIsEditedSavesIt() async throws {
    let terminal = try await app(with: [Todo(title: "Milk")])
    try focusTitle("Milk", in: terminal)
    terminal.type(" and bread")
    // What quitting does before it waits for the saves.
    terminal.track { terminal.screen.resignFocus() }
    await terminal.settled()
    #expect(try saved().map(\.title) == ["Milk and bread"])
  }

  /// Regression: a cell reused for another row kept the text typed in its title, and wrote it
  /// into that row.
  @Test func aTitleBeingEditedStaysWithItsTodoWhenTheListScrolls() async throws {
    let todos = (1...30).map { Todo(title: "Todo \($0)") }
    let terminal = try await app(with: todos)
    try focusTitle("Todo 1", in: terminal)
    terminal.type(" edited")
    for _ in 0..<10 { terminal.scroll(down: true, x: 10, y: 8) }
    await terminal.settled()
    let titles = try saved().map(\.title)
    #expect(titles[0] == "Todo 1 edited", "leaving the row wrote its edit")
    #expect(titles.dropFirst() == todos.dropFirst().map(\.title)[...], "no other todo changed")
    #expect(terminal.lines.filter { $0.contains(" edited") }.count <= 1, "\(terminal.text)")
  }

  @Test func aTodoThatCannotBeSavedSaysSoAndIsKept() async throws {
    try JSONEncoder().encode([Todo(title: "Milk")]).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
    let terminal = try await app()
    await add("Bread", in: terminal)
    #expect(terminal.text.contains("Cannot save"), "\(terminal.text)")
    #expect(terminal.text.contains("read-only"))
    #expect(try saved().map(\.title) == ["Milk"], "the file is not written")
    #expect(terminal.text.contains("Bread"), "the todo is kept, to be saved with the next edit")
  }

  /// Regression: a title wider than the window pushed its row's remove button out of it.
  @Test func aLongTitleIsCutShortAndItsRowKeepsItsToggleAndRemoveButton() async throws {
    let long = String(repeating: "A long todo title ", count: 6)
    let terminal = try await app(with: [Todo(title: long), Todo(title: "Short")])
    let row = try #require(terminal.lines.first { $0.contains("A long todo") })
    #expect(row.hasPrefix("[ ]") && row.contains("[ × ]"), "\(terminal.text)")
  }

  /// The issue's bound: TodoMVC is at most 40 lines of Swift, and 2 more to serve it to browsers
  /// (`--web`), counted as the README counts them (neither blank nor comments), and the README
  /// says how many.
  @Test func theSwiftIsAtMostFortyTwoLinesAsTheReadmeSays() throws {
    let folder = Self.scenes.deletingLastPathComponent()
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }
    let lines = try files.flatMap { name in
      try String(contentsOf: folder.appending(path: name), encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false)
    }.map { $0.trimmingCharacters(in: .whitespaces) }
    let counted = lines.filter { !$0.isEmpty && !$0.hasPrefix("//") }.count
    #expect(counted <= 42)
    let readme = try String(
      contentsOf: folder.appending(path: "../../README.md").standardized, encoding: .utf8)
    #expect(readme.contains("TodoMVC \(counted) lines of Swift"))
  }

  @Test func spaceOnARowCompletesItsTodoAndSpaceAgainMakesItActive() async throws {
    let terminal = try await app(with: [Todo(title: "One"), Todo(title: "Two")])
    try tab(until: { !($0 is TextField || $0 is Toggle || $0 is Button) }, in: terminal)
    terminal.press(.character(" "))
    await terminal.settled()
    #expect(try saved().map(\.done) == [true, false])
    terminal.press(.character(" "))
    await terminal.settled()
    #expect(try saved().map(\.done) == [false, false])
  }

  /// Regression: the remove button was disabled while its action ran, so the focus left it, and
  /// the row that took the removed one's place got the focus on its toggle.
  @Test func afterRemovingATodoTheFocusIsOnTheNextTodosRemoveButton() async throws {
    let terminal = try await app(
      with: [Todo(title: "One"), Todo(title: "Two"), Todo(title: "Three")])
    try focusTitle("One", in: terminal)
    terminal.press(.down)  // the same control, a row down
    terminal.press(.tab)
    #expect((terminal.screen.focusedView as? Button)?.title == "×")
    terminal.press(.enter)
    await terminal.settled()
    #expect(try saved().map(\.title) == ["One", "Three"])
    #expect((terminal.screen.focusedView as? Button)?.title == "×", "\(terminal.text)")
  }
}
