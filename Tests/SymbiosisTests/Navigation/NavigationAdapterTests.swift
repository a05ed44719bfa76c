import Symbiosis
import Testing

/// A view of a made-up platform: a name, what the user typed, and the controls it holds.
@MainActor
private final class PageView: PlatformView {
  let name: String
  var typed = ""
  var controls: [String]

  init(_ name: String, controls: [String] = []) {
    self.name = name
    self.controls = controls
  }
}

/// A view of another platform still.
@MainActor
private final class ForeignView: PlatformView {}

/// A scene showing a page named after its title, counting the pages it made.
@MainActor
private final class PageScene: Scene {
  var made = 0
  var failure: (any Error)?
  var controls = ["first", "second"]

  override func content() throws -> any PlatformView {
    made += 1
    if let failure { throw failure }
    return PageView("\(title.value) \(made)", controls: controls)
  }
}

@MainActor
private final class ForeignScene: Scene {
  override func content() throws -> any PlatformView { ForeignView() }
}

private struct Broken: Error, CustomStringConvertible {
  var description: String { "broken wiring" }
}

/// A platform's navigation view, as small as it gets: it shows what the adapter gives it and
/// keeps a focus of its own, named by a control's name.
@MainActor
private final class TestStack {
  let adapter = NavigationAdapter<PageView, String>(
    expected: "PageView", makeContent: { $0 as? PageView },
    errorContent: { PageView("error: \($0)") })
  /// The focus in the shown page.
  var focus: String?
  /// Each page shown, by name.
  var shown: [String] = []

  init() {
    adapter.onChange = { [unowned self] restored in
      shown.append(adapter.top?.content.name ?? "")
      focus = restored
    }
    adapter.focusInContent = { [unowned self] content in
      content === adapter.top?.content ? focus : nil
    }
    adapter.handOver = { old, new, focus in
      new.typed = old.typed
      return focus.flatMap { new.controls.contains($0) ? $0 : nil } ?? new.controls.first
    }
  }

  var top: PageView? { adapter.top?.content }
}

@MainActor
@Suite("Navigation adapter")
struct NavigationAdapterTests {
  @Test func itShowsTheNavigatorsScenesMakingEachContentOnce() throws {
    let root = PageScene(title: "List")
    let navigator = Navigator(root: root)
    let stack = TestStack()
    stack.adapter.follow(navigator)
    #expect(stack.shown == ["List 1"])
    let detail = navigator.perform(Segue("Detail") { PageScene(title: "Detail") })
    #expect(stack.shown == ["List 1", "Detail 1"])
    #expect(stack.adapter.pages.map(\.title.value) == ["List", "Detail"])
    #expect(stack.adapter.pages.first?.scene === root)
    #expect(stack.adapter.pages.last?.scene === detail)
    try navigator.goBack()
    #expect(stack.shown == ["List 1", "Detail 1", "List 1"])
    #expect(root.made == 1, "the root's content is kept while it is on the stack")
  }

  @Test func aSceneShownAgainAfterLeavingGetsNewContent() throws {
    let root = PageScene(title: "List")
    let navigator = Navigator(root: root)
    let stack = TestStack()
    stack.adapter.follow(navigator)
    let first = stack.top
    navigator.perform(Segue("Detail") { PageScene(title: "Detail") })
    try navigator.goBack()
    #expect(stack.top === first)
    navigator.perform(Segue("Detail") { PageScene(title: "Detail") })
    #expect(stack.top?.name == "Detail 1", "a new scene, made afresh")
  }

  @Test func aThrownContentErrorIsShownAsContent() {
    let broken = PageScene(title: "Broken")
    broken.failure = Broken()
    let stack = TestStack()
    stack.adapter.follow(Navigator(root: broken))
    #expect(stack.top?.name == "error: broken wiring")
  }

  @Test func contentOfAnotherPlatformIsShownAsAnError() {
    let stack = TestStack()
    stack.adapter.follow(Navigator(root: ForeignScene()))
    let expected = SceneContentError.otherPlatform(
      scene: "ForeignScene", content: "ForeignView", expected: "PageView")
    #expect(stack.top?.name == "error: \(expected)")
  }

  @Test func aContentRequestRemakesTheContentInPlaceHandingOverStateAndFocus() {
    let root = PageScene(title: "List")
    let navigator = Navigator(root: root)
    let stack = TestStack()
    stack.adapter.follow(navigator)
    stack.top?.typed = "Ad"
    stack.focus = "second"
    root.setNeedsContent()
    #expect(stack.top?.name == "List 2")
    #expect(stack.top?.typed == "Ad")
    #expect(stack.focus == "second")
    #expect(navigator.stack.value.count == 1)
  }

  @Test func aSceneBelowTheTopIsRemadeWithoutShowingIt() throws {
    let root = PageScene(title: "List")
    let navigator = Navigator(root: root)
    let stack = TestStack()
    stack.adapter.follow(navigator)
    stack.focus = "second"
    navigator.perform(Segue("Detail") { PageScene(title: "Detail") })
    root.controls = ["only"]
    root.setNeedsContent()
    #expect(stack.shown == ["List 1", "Detail 1"], "the top page stays")
    try navigator.goBack()
    #expect(stack.top?.name == "List 2")
    #expect(stack.focus == "only", "the focus lost goes to the new content's first control")
  }

  @Test func aPageShownBeneathAModalIsRemadeInView() {
    let root = PageScene(title: "List")
    let navigator = Navigator(root: root)
    let stack = TestStack()
    stack.adapter.follow(navigator)
    navigator.present(PageView("note"), title: "Note")
    let told = stack.shown.count
    root.setNeedsContent()
    #expect(stack.shown.count == told + 1, "the platform is told: the page shows beneath")
    #expect(stack.adapter.visiblePages.map(\.content.name) == ["List 2", "note"])
  }

  @Test func theVisiblePagesAreThePageBeneathAndTheTopOfEachModal() {
    let navigator = Navigator(root: PageScene(title: "List"))
    let stack = TestStack()
    stack.adapter.follow(navigator)
    navigator.perform(Segue("Detail") { PageScene(title: "Detail") })
    #expect(stack.adapter.visiblePages.map(\.title.value) == ["Detail"])
    navigator.perform(Segue("Sheet", .modal) { PageScene(title: "Sheet") })
    navigator.perform(Segue("More") { PageScene(title: "More") })
    navigator.perform(Segue("Ask", .modal) { PageScene(title: "Ask") })
    #expect(stack.adapter.visiblePages.map(\.title.value) == ["Detail", "More", "Ask"])
  }

  @Test func aSceneLeftIsNoLongerRemade() throws {
    let navigator = Navigator(root: PageScene(title: "List"))
    let stack = TestStack()
    stack.adapter.follow(navigator)
    let detail = navigator.perform(Segue("Detail") { PageScene(title: "Detail") })
    try navigator.goBack()
    let shown = stack.shown
    detail.setNeedsContent()
    #expect(stack.shown == shown)
    #expect((detail as? PageScene)?.made == 1)
  }

  @Test func eachPageGetsBackTheFocusItHad() throws {
    let navigator = Navigator(root: PageScene(title: "List"))
    let stack = TestStack()
    stack.adapter.follow(navigator)
    stack.focus = "second"
    navigator.perform(Segue("Detail") { PageScene(title: "Detail") })
    #expect(stack.focus == nil, "a new page has no focus to give back")
    stack.focus = "first"
    try navigator.goBack()
    #expect(stack.focus == "second")
  }

  @Test func backDismissesAModalElseGoesBack() {
    let navigator = Navigator(root: PageScene(title: "List"))
    let stack = TestStack()
    stack.adapter.follow(navigator)
    navigator.perform(Segue("Detail") { PageScene(title: "Detail") })
    navigator.perform(Segue("Sheet", .modal) { PageScene(title: "Sheet") })
    navigator.perform(Segue("More") { PageScene(title: "More") })
    #expect(stack.adapter.back())
    #expect(stack.adapter.pages.map(\.title.value) == ["List", "Detail", "Sheet"])
    #expect(stack.adapter.back())
    #expect(stack.adapter.pages.map(\.title.value) == ["List", "Detail"])
    #expect(stack.adapter.back())
    #expect(!stack.adapter.back(), "nothing below the root")
    #expect(navigator.stack.value.count == 1)
  }

  @Test func aPresentedViewIsAModalPageUntilBack() {
    let navigator = Navigator(root: PageScene(title: "List"))
    let stack = TestStack()
    stack.adapter.follow(navigator)
    let note = PageView("note")
    let scene = navigator.present(note, title: "Note")
    #expect(stack.adapter.pages.map(\.presentation) == [.push, .modal])
    #expect(stack.adapter.top?.content === note && scene.title.value == "Note")
    #expect(stack.adapter.back())
    #expect(stack.adapter.pages.map(\.title.value) == ["List"])
  }

  @Test func aPushedViewIsAPageWithAWayBack() {
    let navigator = Navigator(root: PageScene(title: "List"))
    let stack = TestStack()
    stack.adapter.follow(navigator)
    let song = PageView("song")
    let scene = navigator.push(song, title: "Song")
    #expect(stack.adapter.pages.map(\.presentation) == [.push, .push])
    #expect(stack.adapter.visiblePages.map(\.title.value) == ["Song"])
    #expect(stack.adapter.top?.content === song && scene.title.value == "Song")
    #expect(stack.adapter.back())
    #expect(stack.adapter.pages.map(\.title.value) == ["List"])
  }

  @Test func pagesPushedWithoutANavigatorPopAndKeepTheirFocus() {
    let stack = TestStack()
    stack.adapter.push(PageView("home"), title: Property(value: "Home"))
    stack.focus = "home's"
    stack.adapter.push(PageView("song"), title: Property(value: "Song"))
    #expect(stack.adapter.navigator == nil)
    #expect(stack.shown == ["home", "song"])
    #expect(stack.adapter.back())
    #expect(stack.shown == ["home", "song", "home"])
    #expect(stack.focus == "home's")
    #expect(!stack.adapter.pop())
  }

  @Test func theAdapterLetsGoOfItsContentAndScenes() throws {
    weak var content: PageView?
    weak var adapter: NavigationAdapter<PageView, String>?
    let navigator = Navigator(root: PageScene(title: "List"))
    do {
      let stack = TestStack()
      stack.adapter.follow(navigator)
      content = stack.top
      adapter = stack.adapter
    }
    #expect(adapter == nil)
    #expect(content == nil)
  }
}
