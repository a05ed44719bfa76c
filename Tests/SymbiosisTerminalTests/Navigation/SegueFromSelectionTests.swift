import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

/// A person of the segue tests.
private struct Member: Identifiable, Equatable, Sendable {
  let id: Int
  let name: String
}

/// One member's page: its title and its text follow the member passed in.
private final class MemberScene: Scene {
  let member = SettableDataSource<Member>()
  override func content() throws -> any PlatformView {
    let label = Label()
    label.reactive.text <~ member.value.map { "Member \($0?.name ?? "")" }
    title <~ member.value.map { $0?.name ?? "" }
    return label
  }
}

private let showMember = Segue("Member") { MemberScene() }

/// The list of members: selecting one shows its page.
private final class MembersScene: Scene {
  let members = [Member(id: 1, name: "Ada"), Member(id: 2, name: "Alan")]
  init() { super.init(title: "Members") }
  override func content() throws -> any PlatformView {
    let table = TableView<Int, String, Member, Label>(cell: { Label() }) { $0.text = $1.name }
    table.bind(to: CollectionState(items: Property(value: members)))
    SegueAction(showMember).connect(on: table.selections)  // the navigator showing this scene
    return table
  }
}

/// A segue whose destination takes nothing the list passes.
private final class WrongScene: Scene {}

@MainActor
@Suite("Segues from view events")
struct SegueFromSelectionTests {
  @Test func selectingARowPushesTheDetailSceneWithTheItem() async throws {
    let navigator = Navigator(root: MembersScene())
    let terminal = TestTerminal(NavigationStack(navigator), columns: 24, rows: 3)
    #expect(terminal.lines == ["        Members", "Ada", "Alan"])
    terminal.press(.down)  // the list has focus and highlights Ada; down moves to Alan
    terminal.press(.enter)
    await terminal.settled()
    #expect(terminal.lines == ["‹ Back    Alan", "Member Alan", ""])
    let detail = try #require(navigator.top as? MemberScene)
    #expect(detail.member.value.value == Member(id: 2, name: "Alan"))
  }

  @Test func aSegueThatCannotHappenShowsItsErrorInALabel() async throws {
    let navigator = Navigator(root: MembersScene())
    let terminal = TestTerminal(NavigationStack(navigator), columns: 80, rows: 4)
    let segue = PlatformServices.with({ $0.navigation = navigator }) {
      SegueAction<Member>(Segue("Wrong") { WrongScene() })
    }
    let status = Label()
    status.reactive.text <~ segue.failure.map { $0.map { "\($0)" } ?? "" }
    segue.run(Member(id: 1, name: "Ada"))
    await terminal.settled()
    #expect(!status.text.isEmpty)
    #expect(
      status.text == "segue 'Wrong': WrongScene has no settable source for Member; it has none")
    #expect(navigator.stack.value.count == 1)
    #expect(terminal.lines[1] == "Ada")
  }
}
