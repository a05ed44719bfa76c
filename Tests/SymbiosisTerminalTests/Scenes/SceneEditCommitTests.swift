import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalScenes
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

@testable import SymbiosisScenes

/// A note a scene file edits.
private struct Note: Identifiable, Sendable, Codable {
  var id = 1
  var title: String
  var body = ""
}

/// How many times ``EmptiedAction`` ran.
@MainActor
private final class RunCount {
  var runs = 0
}

/// An app's action, which a field's `ifEmpty:` runs.
private final class EmptiedAction: Action<Void> {
  let count: RunCount

  init(count: RunCount) {
    self.count = count
    super.init()
  }

  override func perform(_ input: Void) async throws { count.runs += 1 }
}

/// Why ``FailingNotes`` cannot load.
private struct Unreachable: Error, CustomStringConvertible {
  var description: String { "The notes server did not answer in time." }
}

/// Notes that never load.
private final class FailingNotes: DataSource<[Note]> {
  override func load() async throws -> [Note] { throw Unreachable() }
}

/// `edit:` with `on: enter | leave`, `ifEmpty:`, a `textView`, hidden views and the scene's own
/// `spacing:`, typed into a scene file's views on the terminal.
@MainActor
@Suite("Edit commit modes and layout of a scene file on the terminal")
struct SceneEditCommitTests {
  fileprivate let count = RunCount()

  /// The content of `file`, its `note` source holding a note titled Milk, on a terminal.
  fileprivate func show(_ file: String, columns: Int = 24, rows: Int = 5) throws -> (
    TestTerminal, SettableDataSource<Note>
  ) {
    let types = SceneTypes()
      .model(Note.self, keys: ["title": \.title, "body": \.body])
      .action { [count] in EmptiedAction(count: count) }
      .source { FailingNotes() }
    let library = try SceneLibrary(
      files: [("Note.scene.yaml", file)], types: types, platform: TerminalScenePlatform())
    let scene = try library.scene(named: "Note")
    let terminal = try TestTerminal(
      #require(try scene.content() as? View), columns: columns, rows: rows)
    let note = try #require(scene.source("note") as? SettableDataSource<Note>)
    note.set(Note(title: "Milk"))
    return (terminal, note)
  }

  static let fields = """
    scene: Note
    sources:
      note: { settable: Note }
    actions:
      emptied: { action: EmptiedAction }
    views:
      - field: { id: title, edit: note.title, on: enter, ifEmpty: emptied }
      - field: { id: other, edit: note.title, on: leave }
      - label: "Saved: {note.title}"
    """

  @Test func onEnterWritesNothingWhileTypingThenTheTrimmedTextAtEnter() throws {
    let (terminal, note) = try show(Self.fields)
    #expect(terminal.lines == ["Milk", "", "Milk", "", "Saved: Milk"])
    terminal.press(.character("u"), .control)
    terminal.type("  Bread  ")
    #expect(note.value.value?.title == "Milk")
    #expect(terminal.lines == ["  Bread", "", "Milk", "", "Saved: Milk"])
    terminal.press(.enter)
    #expect(note.value.value?.title == "Bread")
    #expect(terminal.lines == ["Bread", "", "Bread", "", "Saved: Bread"])
  }

  @Test func escapeRestoresTheKeysValue() throws {
    let (terminal, note) = try show(Self.fields)
    terminal.type("shake")
    #expect(terminal.lines[0] == "Milkshake")
    terminal.press(.escape)
    #expect(terminal.lines[0] == "Milk")
    terminal.press(.enter)
    #expect(note.value.value?.title == "Milk")
  }

  @Test func onLeaveWritesWhenTabLeavesTheField() throws {
    let (terminal, note) = try show(Self.fields)
    terminal.press(.tab)
    terminal.type(" shake ")
    #expect(note.value.value?.title == "Milk")
    terminal.press(.tab)
    #expect(note.value.value?.title == "Milk shake")
    #expect(terminal.lines[4] == "Saved: Milk shake")
  }

  @Test func anEmptyTitleAtEnterRunsIfEmptyAndWritesNothing() async throws {
    let (terminal, note) = try show(Self.fields)
    terminal.press(.character("u"), .control)
    terminal.type("   ")
    terminal.press(.enter)
    await terminal.settled()
    #expect(count.runs == 1)
    #expect(note.value.value?.title == "Milk")
    #expect(terminal.lines[0] == "Milk")
  }

  /// What the user typed in an `on: enter` field outlives a reload of its file, still unwritten,
  /// as the user's: the remade field takes it over, and Enter writes it.
  @Test func textTypedBeforeTheSceneIsRemadeStaysTheUsersAndUnwritten() throws {
    let types = SceneTypes().model(Note.self, keys: ["title": \.title, "body": \.body])
      .action { [count] in EmptiedAction(count: count) }
    let library = try SceneLibrary(
      files: [("Note.scene.yaml", Self.fields)], types: types, platform: TerminalScenePlatform())
    let scene = try library.scene(named: "Note")
    let old = try #require(try scene.content() as? View)
    let note = try #require(scene.source("note") as? SettableDataSource<Note>)
    note.set(Note(title: "Milk"))
    let terminal = TestTerminal(old, columns: 24, rows: 5)
    terminal.type("y")
    let remade = try #require(try scene.content() as? View)
    let typed = try #require(old.subviews.first as? TextField)
    let field = try #require(remade.subviews.first as? TextField)
    #expect(field.text.value == "Milk")
    field.takeOverState(from: typed)
    #expect(field.text.value == "Milky")
    #expect(note.value.value?.title == "Milk")
    _ = field.handleKey(KeyEvent(.enter))
    #expect(note.value.value?.title == "Milky")
  }

  @Test func escapeInAnOnChangeFieldThatClearsOnEscapeStillEmptiesIt() throws {
    let (terminal, note) = try show(
      """
      scene: Note
      sources:
        note: { settable: Note }
      views:
        - field: { edit: note.title, clearsOnEscape: true }
      """)
    terminal.press(.escape)
    #expect(note.value.value?.title == "")
  }

  @Test func aTextViewTakesLinesArrowsBackspaceAndPasteAndScrollsWithinItsLines() throws {
    let (terminal, note) = try show(
      """
      scene: Note
      spacing: 0
      sources:
        note: { settable: Note }
      views:
        - textView: { edit: note.body, on: leave, lines: 3, placeholder: Notes }
        - field: { edit: note.title }
      """, columns: 12, rows: 4)
    #expect(terminal.lines == ["Notes", "", "", "Milk"])
    terminal.type("ab")
    terminal.press(.enter)
    terminal.type("cd")
    #expect(terminal.lines == ["ab", "cd", "", "Milk"])
    terminal.press(.up)
    terminal.type("X")
    terminal.press(.down)
    terminal.press(.backspace)
    #expect(terminal.lines == ["abX", "c", "", "Milk"])
    terminal.paste("1\n2\r\n3")
    #expect(terminal.lines == ["c1", "2", "3", "Milk"], "scrolled to keep the cursor in view")
    terminal.press(.pageUp)
    #expect(terminal.lines == ["abX", "c1", "2", "Milk"])
    #expect(note.value.value?.body == "")
    terminal.press(.tab)
    #expect(note.value.value?.body == "abX\nc1\n2\n3")
  }

  @Test func hiddenViewsAndAStateShowingNothingTakeNoSpace() throws {
    let (terminal, _) = try show(
      """
      scene: Note
      sources:
        note: { settable: Note }
        notes: { constant: "[Note]", value: [] }
      views:
        - label: Top
        - state: { of: notes, content: { table: { source: notes, cell: { label: "{title}" } } } }
        - label: { text: Gone, hidden: true }
        - label: Bottom
      """)
    #expect(terminal.lines == ["Top", "", "Bottom", "", ""])
  }

  @Test func theScenesSpacingSpacesItsOwnViews() throws {
    let (terminal, _) = try show(
      """
      scene: Note
      spacing: 2
      sources:
        note: { settable: Note }
      views:
        - label: One
        - label: Two
      """)
    #expect(terminal.lines == ["One", "", "", "Two", ""])
  }

  @Test func aFailedStatesMessageWraps() async throws {
    let (terminal, _) = try show(
      """
      scene: Note
      sources:
        note: { settable: Note }
        notes: FailingNotes
      views:
        - state: { of: notes, failed: { retry: { refresh: notes } } }
      """, columns: 20, rows: 6)
    await terminal.settled()
    #expect(
      terminal.lines == [
        "The notes server did", "not answer in time.", "", "[ Retry ]", "", "",
      ])
  }
}
