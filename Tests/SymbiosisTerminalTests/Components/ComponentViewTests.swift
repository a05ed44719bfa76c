import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

/// Akane's user, for the component tests.
private struct Member: Equatable, Sendable {
  let name: String
}

/// A greeting component's view model, with a command that signs the member out.
private final class GreetingModel: ViewModel {
  let member: MutableProperty<Member?>
  lazy var signOut = Action(enabled: member.map { $0 != nil }) { [weak self] in
    self?.member.value = nil
  }
  init(_ member: Member?) { self.member = MutableProperty(member) }
}

/// A greeting component: a label and a button, in a stack of its own.
private final class GreetingView: ComponentView<GreetingModel> {
  let hello = Label()
  let signOutButton = Button("Sign out")
  override init() {
    super.init()
    addSubview(Stack(.vertical, alignment: .leading, [hello, signOutButton]))
  }
  override func bindings(_ viewModel: GreetingModel) {
    hello.reactive.text <~ viewModel.member.map { $0.map { "Hello, \($0.name)" } ?? "Goodbye" }
    viewModel.signOut.bind(to: signOutButton)
  }
}

/// A row of the cell tests.
private struct Track: Identifiable, Equatable, Sendable {
  let id: Int
  var edition = 1
}

/// A track cell's view model: its title may change while it is shown.
private final class TrackModel: ViewModel {
  let title: MutableProperty<String>
  init(_ track: Track) {
    title = MutableProperty("track \(track.id)" + (track.edition > 1 ? " v\(track.edition)" : ""))
  }
}

/// A track cell that is a component.
private final class TrackCell: ComponentView<TrackModel> {
  let label = Label()
  override init() {
    super.init()
    addSubview(label)
  }
  override func bindings(_ viewModel: TrackModel) {
    label.reactive.text <~ viewModel.title
  }
}

@MainActor
@Suite("Component views on screen")
struct ComponentViewTests {
  @Test func aComponentInAStackShowsItsViewModelAndUpdatesOnScreen() async throws {
    let greeting = GreetingView()
    let model = GreetingModel(Member(name: "Bruce"))
    try greeting.bind(model)
    let terminal = TestTerminal(
      Stack(.vertical, alignment: .leading, [Label("Members"), greeting]), columns: 20, rows: 3)
    #expect(terminal.lines == ["Members", "Hello, Bruce", "[ Sign out ]"])
    model.member.value = Member(name: "Alfred")
    await terminal.settled()
    #expect(terminal.lines[1] == "Hello, Alfred")
    terminal.press(.enter)  // the button has focus
    await terminal.settled()
    #expect(terminal.lines[1] == "Goodbye")
    #expect(!greeting.signOutButton.isEnabled)
  }

  @Test func aComponentIsASceneContent() async throws {
    final class GreetingScene: Scene {
      let model = GreetingModel(Member(name: "Bruce"))
      override func content() throws -> any PlatformView {
        let view = GreetingView()
        try view.bind(model)
        return view
      }
    }
    let navigator = Navigator(root: GreetingScene())
    let terminal = TestTerminal(NavigationStack(navigator), columns: 20, rows: 3)
    #expect(terminal.lines[1] == "Hello, Bruce")
  }

  @Test func aComponentLivesWhileOnScreenAndItsBindingsEndWhenItLeaves() async throws {
    let model = GreetingModel(Member(name: "Bruce"))
    let page = Stack(.vertical, alignment: .leading, [Label("Members")])
    let terminal = TestTerminal(page, columns: 20, rows: 3)
    weak var shown: GreetingView?
    weak var hello: Label?
    do {
      let greeting = GreetingView()
      try greeting.bind(model)
      page.addSubview(greeting)
      shown = greeting
      hello = greeting.hello
    }
    #expect(terminal.lines[1] == "Hello, Bruce")
    // Kept by nothing but the view tree, it lives and stays bound while it is on screen…
    model.member.value = Member(name: "Alfred")
    #expect(terminal.lines[1] == "Hello, Alfred")
    #expect(model.isMounted)
    // …and goes, with its bindings, when it leaves.
    shown?.removeFromSuperview()
    #expect(shown == nil, "the view tree held the component; nothing else does")
    #expect(hello == nil)
    #expect(!model.isMounted, "its view model is unmounted when it goes")
    model.member.value = Member(name: "Dick")
    #expect(terminal.lines == ["Members", "", ""])
  }

  @Test func asATableCellAReusedComponentNeverShowsAPreviousItem() async throws {
    var models: [Int: [TrackModel]] = [:]
    let table = TableView<Int, String, Track, TrackCell>(cell: TrackCell.init) { track in
      let model = TrackModel(track)
      models[track.id, default: []].append(model)
      return model
    }
    let tracks = MutableProperty((0..<40).map { Track(id: $0) })
    table.bind(to: CollectionState(items: tracks))
    let terminal = TestTerminal(table, columns: 20, rows: 3)
    await terminal.settled()
    #expect(terminal.rowText == ["track 0", "track 1", "track 2"])
    terminal.press(.end)
    await terminal.settled()
    #expect(terminal.rowText == ["track 37", "track 38", "track 39"])
    // The cells now showing 37–39 showed 0–2; their old view models change…
    for id in 0..<3 { models[id]?.last?.title.value = "stale \(id)" }
    #expect(terminal.rowText == ["track 37", "track 38", "track 39"])
    // …and only the current ones reach the screen.
    models[38]?.last?.title.value = "retitled 38"
    #expect(terminal.rowText == ["track 37", "retitled 38", "track 39"])
    // An item that changes gets a new view model in the same cell; the old one no longer shows.
    tracks.value[38].edition = 2
    await terminal.settled()
    #expect(terminal.rowText[1] == "track 38 v2")
    models[38]?.first?.title.value = "stale 38"
    #expect(terminal.rowText == ["track 37", "track 38 v2", "track 39"])
  }
}
