import Foundation
import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

/// A list scene: its content is a label.
private final class ListScene: Scene {
  init() { super.init(title: "People") }
  override func content() throws -> any PlatformView { Label("the list") }
}

/// A detail scene: it counts the times its content is made, its title follows the name passed
/// in, and it keeps its view weakly so a test can see it go.
private final class NameScene: Scene {
  let name = SettableDataSource<String>()
  var contentsMade = 0
  weak var shownLabel: Label?
  override func content() throws -> any PlatformView {
    contentsMade += 1
    let label = Label()
    label.reactive.text <~ name.value.map { "Hello, \($0 ?? "nobody")" }
    title <~ name.value.map { $0 ?? "" }
    shownLabel = label
    return label
  }
}

/// What a broken scene throws.
private struct Broken: Error, CustomStringConvertible {
  var description: String { "the person's outlet 'age' is missing" }
}

/// A scene whose content fails.
private final class BrokenScene: Scene {
  override func content() throws -> any PlatformView { throw Broken() }
}

/// An error with words for the user as well as for the developer.
private struct Unreachable: LocalizedError, CustomStringConvertible {
  var description: String { "Unreachable(host: people.example.org, code: -1004)" }
  var errorDescription: String? { "The directory cannot be reached." }
}

/// A scene whose content fails with an error that has words for the user.
private final class UnreachableScene: Scene {
  override func content() throws -> any PlatformView { throw Unreachable() }
}

/// A view of some other platform.
private final class ForeignView: PlatformView {}

/// A scene whose content is not a terminal view.
private final class ForeignScene: Scene {
  override func content() throws -> any PlatformView { ForeignView() }
}

private let showName = Segue("Name") { NameScene() }

/// A scene with a button going back through the services, with no navigator named.
private final class BackButtonScene: Scene {
  override func content() throws -> any PlatformView {
    let back = Button("Done")
    Action.goBack().bind(to: back)
    return back
  }
}

@MainActor
@Suite("Scenes shown by a navigation stack")
struct SceneContentTests {
  @Test func aNavigatorsScenesShowTheirOwnContentWithNoClosure() async throws {
    let navigator = Navigator(root: ListScene())
    let terminal = TestTerminal(NavigationStack(navigator), columns: 24, rows: 2)
    #expect(terminal.lines == ["         People", "the list"])
    let scene = try navigator.perform(showName, passing: "Ada")
    #expect(scene.navigator === navigator)
    await terminal.settled()
    #expect(terminal.lines == ["‹ Back    Ada", "Hello, Ada"])
    terminal.press(.escape)
    await terminal.settled()
    #expect(terminal.lines == ["         People", "the list"])
  }

  @Test func theTitleBarFollowsTheScenesTitleProperty() async throws {
    let navigator = Navigator(root: ListScene())
    let terminal = TestTerminal(NavigationStack(navigator), columns: 24, rows: 2)
    let scene = try #require(try navigator.perform(showName, passing: "Ada") as? NameScene)
    await terminal.settled()
    #expect(terminal.lines[0] == "‹ Back    Ada")
    scene.name.set("Grace")
    await terminal.settled()
    #expect(terminal.lines == ["‹ Back   Grace", "Hello, Grace"])
    // From another thread, as a load finishing would.
    let title = scene.title
    await Task.detached { title.value = "Alan" }.value
    await terminal.settled()
    #expect(terminal.lines[0] == "‹ Back    Alan")
  }

  @Test func aSceneWhoseContentThrowsShowsTheMessageAndBackStillWorks() async throws {
    let navigator = Navigator(root: ListScene())
    let terminal = TestTerminal(NavigationStack(navigator), columns: 48, rows: 3)
    navigator.perform(Segue("Broken") { BrokenScene(title: "Broken") })
    await terminal.settled()
    #expect(terminal.lines[1] == "the person's outlet 'age' is missing")
    terminal.press(.escape)
    await terminal.settled()
    #expect(terminal.lines[1] == "the list")
    #expect(navigator.stack.value.count == 1)
  }

  @Test func aSceneShowsAnErrorInTheWordsAStateBindingWouldUse() async throws {
    let navigator = Navigator(root: ListScene())
    let terminal = TestTerminal(NavigationStack(navigator), columns: 48, rows: 3)
    navigator.perform(Segue("Unreachable") { UnreachableScene() })
    await terminal.settled()
    #expect(terminal.lines[1] == "The directory cannot be reached.")
  }

  @Test func aSceneWithoutContentOrWithAnotherPlatformsViewShowsWhy() async throws {
    let navigator = Navigator(root: Scene(title: "Bare"))
    let terminal = TestTerminal(NavigationStack(navigator), columns: 80, rows: 3)
    #expect(terminal.lines[1] == "Scene has no content: override content() to make its view")
    navigator.perform(Segue("Foreign") { ForeignScene() })
    await terminal.settled()
    #expect(
      terminal.lines[1] == "ForeignScene's content is a ForeignView, which is not a terminal View")
  }

  @Test func aScenesContentIsMadeOnceWhileItIsShown() async throws {
    let navigator = Navigator(root: ListScene())
    let terminal = TestTerminal(NavigationStack(navigator), columns: 24, rows: 2)
    let scene = try #require(try navigator.perform(showName, passing: "Ada") as? NameScene)
    for _ in 0..<3 {
      navigator.perform(Segue("List") { ListScene() })
      await terminal.settled()
      #expect(terminal.lines[1] == "the list")
      try navigator.goBack()
      await terminal.settled()
      #expect(terminal.lines[1] == "Hello, Ada")
    }
    #expect(scene.contentsMade == 1)
  }

  @Test func leavingASceneReleasesItAndItsViews() async throws {
    let navigator = Navigator(root: ListScene())
    let stack = NavigationStack(navigator)
    let terminal = TestTerminal(stack, columns: 24, rows: 2)
    weak var scene: NameScene?
    weak var label: Label?
    for name in ["Ada", "Alan", "Grace"] {
      let shown = try #require(try navigator.perform(showName, passing: name) as? NameScene)
      await terminal.settled()
      #expect(terminal.lines[1] == "Hello, \(name)")
      scene = shown
      label = shown.shownLabel
      #expect(label != nil)
      terminal.press(.escape)
      await terminal.settled()
      #expect(terminal.lines[1] == "the list")
    }
    #expect(scene == nil)
    #expect(label == nil)
    #expect(stack.entries.count == 1)
  }

  @Test func aScenesActionsNavigateTheNavigatorShowingIt() async throws {
    let navigator = Navigator(root: ListScene())
    let terminal = TestTerminal(NavigationStack(navigator), columns: 24, rows: 2)
    navigator.perform(Segue("Back") { BackButtonScene(title: "Form") })
    await terminal.settled()
    #expect(terminal.lines[1] == "[ Done ]")
    terminal.press(.enter)  // the button has focus
    await terminal.settled()
    #expect(terminal.lines[1] == "the list")
    #expect(navigator.stack.value.count == 1)
  }

  @Test func aSceneShownFromInsideABindingScopeKeepsItsBindings() async throws {
    let navigator = Navigator(root: ListScene())
    let terminal = TestTerminal(NavigationStack(navigator), columns: 24, rows: 2)
    // As when a component's bindings(_:) performs a segue: the scope ends when it rebinds.
    let scope = BindingScope()
    let shown = try scope.run { try navigator.perform(showName, passing: "Ada") }
    let scene = try #require(shown as? NameScene)
    scope.end()
    await terminal.settled()
    #expect(terminal.lines[1] == "Hello, Ada")
    scene.name.set("Grace")
    await terminal.settled()
    #expect(terminal.lines == ["‹ Back   Grace", "Hello, Grace"])
  }

  @Test func aStackMadeInsideABindingScopeFollowsItsNavigatorAfterTheScopeEnds() async throws {
    let navigator = Navigator(root: ListScene())
    let scope = BindingScope()
    let stack = scope.run { NavigationStack(navigator) }
    scope.end()
    let terminal = TestTerminal(stack, columns: 24, rows: 2)
    navigator.perform(Segue("List") { ListScene() })
    await terminal.settled()
    #expect(terminal.lines[0].hasPrefix("‹ Back"))
  }
}
