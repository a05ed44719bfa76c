import Symbiosis
import SymbiosisScenes
import SymbiosisTerminal
import SymbiosisTerminalScenes
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

/// A scene standing for one made from a file: a test changes what it shows, as saving its file
/// would, and asks for new content. Its views have scene-file ids, but `Later` has none.
@MainActor
private final class EditedScene: Scene {
  var version = 1
  /// The id its field has (`nil`: none), as a file might rename it.
  var fieldID: String? = "name"
  /// Made, for a test to see the view replaced.
  private(set) var contentsMade = 0

  override init(title: String = "Form") { super.init(title: title) }

  override func content() throws -> any PlatformView {
    contentsMade += 1
    let field = TextField(placeholder: "name")
    field.sceneID = fieldID
    let ok = Button("OK")
    ok.sceneID = "ok"
    let buttons = Stack(.horizontal, spacing: 1, [ok, Button("Later")])
    return Stack(.vertical, [Label("version \(version)"), field, buttons])
  }
}

/// An item of the listed scene.
private struct ListedRow: Identifiable, Sendable {
  let id: Int
}

/// A scene of a field and a list, made by the scene platform as a file's would be.
@MainActor
private final class ListedScene: Scene {
  init() { super.init(title: "Listed") }
  let platform = TerminalScenePlatform()
  let rows = DataSource.constant([ListedRow(id: 1), ListedRow(id: 2)])

  override func content() throws -> any PlatformView {
    let field = TextField(placeholder: "search")
    platform.identify(field, as: "search")
    let list = platform.list(
      ListRequest(
        rows: .items(rows),
        makeCell: {
          let label = Label()
          return SceneCell(view: label, show: { label.text = "row \($0.id)" })
        }, header: Label("Rows")))
    platform.identify(list.view, as: "rows")
    return platform.stack(.vertical, spacing: 0, views: [field, list.view])
  }
}

/// A scene that asks for new content is remade in place, keeping what the user typed, the
/// focus, its title and its place on the navigation stack (live reload of scene files).
@MainActor
@Suite("Remaking a shown scene's content")
struct SceneContentReloadTests {
  fileprivate let scene = EditedScene()
  let navigator: Navigator
  let stack: NavigationStack
  let terminal: TestTerminal

  init() {
    navigator = Navigator(root: scene)
    stack = NavigationStack(navigator)
    terminal = TestTerminal(stack, columns: 30, rows: 5)
  }

  /// The view with the focus, as the button or field it is.
  var focusedTitle: String? {
    switch terminal.screen.focusedView {
    case let button as Button: button.title
    case let field as TextField: "field \(field.sceneID ?? "-")"
    default: nil
    }
  }

  @Test func theNewContentShowsInPlaceWithTheTypedTextAndTheFocusKept() {
    terminal.type("Ada")
    let oldField = terminal.screen.focusedView
    scene.version = 2
    scene.setNeedsContent()
    #expect(terminal.lines == ["             Form", "version 2", "Ada", "[ OK ] [ Later ]", ""])
    #expect(focusedTitle == "field name" && terminal.screen.focusedView !== oldField)
    terminal.type("!")
    #expect((terminal.screen.focusedView as? TextField)?.text.value == "Ada!")
    #expect(stack.entries.map(\.title) == ["Form"] && scene.contentsMade == 2)
  }

  @Test func theFocusGoesBackToTheViewWithTheSameID() {
    terminal.press(.tab)
    #expect(focusedTitle == "OK")
    scene.setNeedsContent()
    #expect(focusedTitle == "OK" && scene.contentsMade == 2)
  }

  @Test func aViewWithoutAnIDKeepsTheFocusAtItsPlace() {
    terminal.press(.tab)
    terminal.press(.tab)
    #expect(focusedTitle == "Later")
    scene.setNeedsContent()
    #expect(focusedTitle == "Later" && scene.contentsMade == 2)
  }

  @Test func whenTheFocusedViewsIDIsGoneTheFirstControlGetsTheFocus() {
    terminal.type("Ada")
    scene.fieldID = "fullName"
    scene.setNeedsContent()
    // A field under another id is another field: it starts empty.
    #expect(terminal.lines[2] == "name")
    #expect(focusedTitle == "field fullName")
  }

  @Test func aSceneBelowTheTopIsRemadeAndShowsItsNewContentWhenGoneBackTo() throws {
    terminal.press(.tab)
    let page = EditedScene(title: "Page")
    navigator.perform(Segue("Page") { page })
    #expect(terminal.lines[1] == "version 1" && stack.entries.count == 2)
    scene.version = 2
    scene.setNeedsContent()
    // The page on top is untouched.
    #expect(terminal.lines[0].hasSuffix("Page") && page.contentsMade == 1)
    terminal.press(.escape)
    #expect(terminal.lines[1] == "version 2")
    #expect(focusedTitle == "OK")
  }

  @Test func aSceneNavigationHasLeftNoLongerRemakesAnything() throws {
    let page = EditedScene(title: "Page")
    navigator.perform(Segue("Page") { page })
    try navigator.goBack()
    page.setNeedsContent()
    #expect(page.contentsMade == 1 && stack.entries.map(\.title) == ["Form"])
  }

  @Test func theReplacedViewIsReleased() {
    weak let old = stack.entries.first?.view
    terminal.type("Ada")
    #expect(old != nil)
    scene.setNeedsContent()
    terminal.render()
    #expect(old == nil)
  }

  @Test func aListThatHadTheFocusHasItAgain() throws {
    let listed = ListedScene()
    let terminal = TestTerminal(NavigationStack(Navigator(root: listed)), columns: 20, rows: 6)
    terminal.press(.tab)
    terminal.press(.down)
    let table = try #require(terminal.screen.focusedView)
    #expect(!(table is TextField))
    #expect(terminal.cell(x: 0, y: 4).style == Theme.standard.focusedSelection)
    listed.setNeedsContent()
    let focused = try #require(terminal.screen.focusedView)
    #expect(focused !== table && type(of: focused) == type(of: table))
    #expect(terminal.lines.prefix(5) == ["       Listed", "search", "Rows", "row 1", "row 2"])
    // The second row is still the highlighted one.
    #expect(terminal.cell(x: 0, y: 4).style == Theme.standard.focusedSelection)
    #expect(terminal.cell(x: 0, y: 3).style != Theme.standard.focusedSelection)
  }

  @Test func aFieldWithoutAnIDKeepsItsTextByItsPlace() {
    scene.fieldID = nil
    scene.setNeedsContent()
    terminal.type("Ada")
    scene.version = 2
    scene.setNeedsContent()
    #expect(terminal.lines[1...2] == ["version 2", "Ada"])
    #expect(focusedTitle == "field -")
  }
}
