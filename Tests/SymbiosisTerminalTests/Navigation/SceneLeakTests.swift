import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

/// A member of the leak test's list.
private struct Member: Identifiable, Equatable, Sendable {
  let id: Int
  var name: String
}

/// A member page's view model: the member the page follows.
private final class MemberModel: ViewModel {
  let member: DataSource<Member>
  init(_ member: DataSource<Member>) { self.member = member }
}

/// A member page's view: a component with the name and a Done button going back.
private final class MemberView: ComponentView<MemberModel> {
  let name = Label()
  let done = Button("Done")
  let goBack = Action.goBack()
  override init() {
    super.init()
    addSubview(Stack(.vertical, alignment: .leading, [name, done]))
  }
  override func bindings(_ viewModel: MemberModel) {
    name.reactive.text <~ viewModel.member.value.map { "Member \($0?.name ?? "")" }
    goBack.bind(to: done)
  }
}

/// Records the objects a page makes, to see that they all go.
@MainActor
private final class Made {
  var objects: [() -> AnyObject?] = []
  func add(_ object: AnyObject) { objects.append { [weak object] in object } }
  var alive: Int { objects.count { $0() != nil } }
}

/// A member's page, its content a component.
private final class MemberScene: Scene {
  let member = SettableDataSource<Member>()
  let made: Made
  init(made: Made) {
    self.made = made
    super.init(title: "Member")
    made.add(self)
  }
  override func content() throws -> any PlatformView {
    let view = MemberView()
    let model = MemberModel(member)
    try view.bind(model)
    made.add(view)
    made.add(model)
    made.add(view.goBack)
    return view
  }
}

/// The list of members; selecting one opens its page, following the list's element.
private final class MembersScene: Scene {
  let members = SettableDataSource([Member(id: 1, name: "Ada"), Member(id: 2, name: "Alan")])
  let made: Made
  init(made: Made) {
    self.made = made
    super.init(title: "Members")
  }
  override func content() throws -> any PlatformView {
    let made = made
    let table = TableView<Int, String, Member, Label>(cell: { Label() }) { $0.text = $1.name }
    table.bind(to: CollectionState(items: members.value.map { $0 ?? [] }))
    SegueAction(Segue("Member") { MemberScene(made: made) }, from: members)
      .connect(on: table.selections)
    return table
  }
}

@MainActor
@Suite("Scenes leave nothing behind")
struct SceneLeakTests {
  @Test func aThousandOpensAndClosesLeaveNoSceneViewViewModelOrActionAlive() async throws {
    let made = Made()
    let navigator = Navigator(root: MembersScene(made: made))
    let terminal = TestTerminal(NavigationStack(navigator), columns: 24, rows: 3)
    #expect(terminal.lines == ["        Members", "Ada", "Alan"])
    for round in 0..<1_000 {
      terminal.press(.enter)  // opens the highlighted member, Ada
      await terminal.settled()
      #expect(terminal.lines[1] == "Member Ada")
      // Back by the page's Done button (it has focus), or by Esc.
      terminal.press(round.isMultiple(of: 2) ? .enter : .escape)
      await terminal.settled()
      #expect(terminal.lines[1] == "Ada")
    }
    #expect(made.objects.count == 4_000)
    #expect(made.alive == 0)
    #expect(navigator.stack.value.count == 1)
  }
}
