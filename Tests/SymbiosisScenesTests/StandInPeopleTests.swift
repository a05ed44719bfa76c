import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisTesting
import Testing

/// People's two scene files, unchanged, on a second platform: the stand-in.
@MainActor
@Suite struct StandInPeopleTests {
  static let scenes = URL(filePath: #filePath).deletingLastPathComponent()
    .appending(path: "../../Examples/People/Scenes").standardized

  let platform = StandInPlatform()
  /// The loads, runs and values on their way that the test starts.
  let work = PendingWork()

  /// Runs `body` with the test's work tracked.
  func tracked<Result>(_ body: () throws -> Result) rethrows -> Result {
    try PendingWork.$current.withValue(work, operation: body)
  }

  func library() throws -> SceneLibrary {
    try SceneLibrary(directory: Self.scenes, types: .people, platform: platform)
  }

  /// The People scene's content, shown by `navigator`, once its table has rows.
  func showPeople(_ library: SceneLibrary) async throws -> (Navigator, StandInView, StandInView) {
    let people = try library.scene(named: "People")
    let navigator = Navigator(root: people)
    let root = try #require(try tracked { try people.makeContent() } as? StandInView)
    let table = try #require(root.all.first { $0.kind == "table" })
    await work.settled()
    #expect(table.rows?().isEmpty == false)
    return (navigator, root, table)
  }

  @Test func thePeopleSceneBuildsAFieldAStateAndATableInSections() async throws {
    let (_, root, table) = try await showPeople(try library())
    let search = try #require(root.find("search"))
    #expect(search.kind == "field")
    #expect(search.properties["placeholder"] == .text("Search people"))
    #expect(root.children.map(\.kind) == ["field", "column"])
    let state = root.children[1]
    #expect(state.children.map(\.kind) == ["label", "label", "column", "table"])
    #expect(state.children.map(\.isHidden) == [true, true, true, false])
    #expect(state.children[0].text == "Loading people…")
    #expect(state.children[1].text == "No one to show.")
    #expect(
      table.rows?() == ["# A", "Ada Lovelace  36", "Alan Turing  41", "# G", "Grace Hopper  85"])
    #expect(platform.built.contains("button"), "the failed state's Retry button")
  }

  @Test func searchingFiltersTheTableByFullName() async throws {
    let (_, root, table) = try await showPeople(try library())
    let search = try #require(root.find("search"))
    tracked { search.textInput.value = "hop" }
    await work.settled()
    #expect(table.rows?() == ["# G", "Grace Hopper  85"])
  }

  @Test func selectingARowOpensThePersonSceneShowingThatPerson() async throws {
    let (navigator, _, table) = try await showPeople(try library())
    tracked { table.selectRow?(2) }
    await work.settled()
    try #require(navigator.stack.value.count == 2)
    let person = try #require(navigator.top as? FileScene)
    #expect(person.name == "Person")
    let page = try #require(try tracked { try person.makeContent() } as? StandInView)
    #expect(person.title.value == "Grace Hopper")
    let labels = page.all.filter { $0.kind == "label" }.map(\.text)
    #expect(labels.contains("Grace Hopper"))
    #expect(labels.contains("grace@example.org"))
    #expect(page.all.first { $0.text == "Grace Hopper" }?.style == "name")
    #expect(page.all.first { $0.kind == "progress" }?.properties["value"] == .text("0.5"))
    #expect(labels.contains("5′6″"))
    #expect(page.find("swatch")?.properties["background"] == .text("#3366cc"))
    #expect(page.find("age")?.textInput.value == "85")
  }

  @Test func selectingAnotherRowShowsThatPerson() async throws {
    let (navigator, _, table) = try await showPeople(try library())
    tracked { table.selectRow?(0) }
    await work.settled()
    try #require(navigator.stack.value.count == 2)
    let person = try #require(navigator.top as? FileScene)
    let page = try #require(try tracked { try person.makeContent() } as? StandInView)
    #expect(person.title.value == "Ada Lovelace")
    #expect(page.all.contains { $0.text == "ada@example.org" })
  }

  @Test func editingTheAgeWritesTheListAndAWrongAgeShowsTheConvertersError() async throws {
    let (navigator, root, table) = try await showPeople(try library())
    tracked { table.selectRow?(2) }
    await work.settled()
    try #require(navigator.stack.value.count == 2)
    let person = try #require(navigator.top as? FileScene)
    let page = try #require(try tracked { try person.makeContent() } as? StandInView)
    let age = try #require(page.find("age"))
    let error = try #require(page.all.first { $0.kind == "label" && $0.style == "error" })
    tracked { age.textInput.value = "86" }
    await work.settled()
    #expect(table.rows?().contains("Grace Hopper  86") == true)
    #expect(error.text == "")
    tracked { age.textInput.value = "abc" }
    await work.settled()
    #expect(error.text == "'abc' is not a number.")
    #expect(table.rows?().contains("Grace Hopper  86") == true)
    tracked { age.textInput.value = "200" }
    await work.settled()
    #expect(error.text == "Enter a number from 0 to 130.")
    _ = root
  }

  @Test func thePersonSceneButtonsRunTheirActionsAndTheStatusShowsThem() async throws {
    let (navigator, _, table) = try await showPeople(try library())
    tracked { table.selectRow?(2) }
    await work.settled()
    try #require(navigator.stack.value.count == 2)
    let person = try #require(navigator.top as? FileScene)
    let page = try #require(try tracked { try person.makeContent() } as? StandInView)
    let buttons = page.all.compactMap { $0 as? StandInButton }.filter { $0.kind == "button" }
    #expect(buttons.map(\.text) == ["Copy e-mail", "Open web page", "Back"])
    let status = try #require(page.all.last { $0.kind == "label" })
    tracked { buttons[2].tap() }
    await work.settled()
    #expect(navigator.stack.value.count == 1)
    #expect(status.text == "")
  }

  /// A clipboard and a link opener that remember what they were given.
  actor Services: ClipboardService, URLOpener {
    var copied: [String] = []
    var opened: [URL] = []
    func copy(_ text: String) { copied.append(text) }
    func open(_ url: URL) { opened.append(url) }
  }

  @Test func copyAndOpenRunWithThePersonsValuesAndTheStatusSaysSo() async throws {
    let (navigator, _, table) = try await showPeople(try library())
    tracked { table.selectRow?(2) }
    await work.settled()
    try #require(navigator.stack.value.count == 2)
    let person = try #require(navigator.top as? FileScene)
    let services = Services()
    let page = try #require(
      try PlatformServices.with({
        $0.clipboard = services
        $0.urlOpener = services
      }) { try tracked { try person.makeContent() } } as? StandInView)
    let buttons = page.all.compactMap { $0 as? StandInButton }.filter { $0.kind == "button" }
    let status = try #require(page.all.last { $0.kind == "label" })
    tracked { buttons[0].tap() }
    await work.settled()
    #expect(await services.copied == ["grace@example.org"])
    #expect(status.text == "Copied ✓")
    tracked { buttons[1].tap() }
    await work.settled()
    #expect(
      await services.opened.map(\.absoluteString) == ["https://example.org/people/ghopper"])
    #expect(status.text == "Opened ✓")
  }
}
