import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisTerminal
import SymbiosisTerminalScenes
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

@testable import PeopleDemo

/// A link opener that keeps what it was asked to open.
private actor RecordingOpener: URLOpener {
  var opened: [URL] = []
  func open(_ url: URL) { opened.append(url) }
}

@MainActor
@Suite("The People demo: SymbiOSis's parts in a running app")
struct PeopleDemoTests {
  /// The app's scene files, as a developer's checkout has them.
  static let scenes = URL(filePath: #filePath).deletingLastPathComponent()
    .appending(path: "../../Examples/People/Scenes").standardized

  /// The embedded list of people, as the checkout has it.
  static let embedded = URL(filePath: #filePath).deletingLastPathComponent()
    .appending(path: "../../Examples/People/Resources/people.json").standardized

  /// The app on a test terminal, as `people [--file file]` shows it, its scenes read from its
  /// scene files.
  private func app(file: URL? = nil) throws -> (TestTerminal, Navigator) {
    let terminal = try TestTerminal(
      scenes: Self.scenes, types: .people(file: file), root: "People", columns: 70, rows: 24)
    return (terminal, try #require(terminal.navigator))
  }

  private func file(_ json: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("people-\(UUID().uuidString).json")
    try Data(json.utf8).write(to: url)
    return url
  }

  /// Clicks the first place on screen showing `text`.
  private func click(_ text: String, in terminal: TestTerminal) throws {
    let row = try #require(terminal.lines.firstIndex { $0.contains(text) })
    let line = terminal.lines[row]
    let start = try #require(line.range(of: text)).lowerBound
    terminal.click(x: line.distance(from: line.startIndex, to: start) + 1, y: row)
  }

  /// Searches for `term` and opens the one person it finds.
  private func open(_ term: String, in terminal: TestTerminal) async throws {
    terminal.type(term)
    await terminal.settled()
    #expect(!terminal.text.contains("Ada Lovelace"))
    terminal.press(.down)
    terminal.press(.enter)
    await terminal.settled()
    #expect(terminal.text.contains("[ Copy e-mail ]"), "the page:\n\(terminal.text)")
  }

  private func loaded(_ terminal: TestTerminal) async throws {
    await terminal.settled()
    #expect(terminal.text.contains("Ada Lovelace"), "the list to load:\n\(terminal.text)")
  }

  @Test func theListShowsLoadingThenEveryoneInSectionsByInitialInOrder() async throws {
    let (terminal, _) = try app()
    #expect(terminal.text.contains("Loading people…"))
    try await loaded(terminal)
    #expect(!terminal.text.contains("Loading people…"))
    let lines = terminal.lines.map { $0.trimmingCharacters(in: .whitespaces) }
    let a = try #require(lines.firstIndex(of: "A"))
    #expect(lines[(a + 1)...(a + 3)].map { $0.prefix(5) } == ["Ada L", "Alan ", "Anita"])
    #expect(lines[a + 4] == "B")
  }

  @Test func anEmptyDirectorySaysSo() async throws {
    let (terminal, _) = try app(file: try file("[]"))
    await terminal.settled()
    #expect(terminal.text.contains("No one to show."))
  }

  @Test func aBrokenFileSaysWhyAndRetryLoadsItOnceFixed() async throws {
    let url = try file(#"[{"id": 1, "firstName": "Ada"}]"#)
    let (terminal, _) = try app(file: url)
    await terminal.settled()
    #expect(terminal.text.contains("[ Retry ]"), "the failure:\n\(terminal.text)")
    #expect(terminal.text.contains("lastName is"))
    try Data(contentsOf: Self.embedded).write(to: url)
    try click("Retry", in: terminal)
    try await loaded(terminal)
  }

  @Test func twoPeopleWithOneIDSayWhichAndRetryLoadsTheFileOnceFixed() async throws {
    let person = { (id: Int, name: String) in
      ##"{"id": \##(id), "firstName": "\##(name)", "lastName": "Doe", "age": 40, "##
        + ##""heightInInches": 66, "favoriteColor": "#112233", "email": "x@example.org", "##
        + ##""homepage": "https://example.org"}"##
    }
    let url = try file("[\(person(1, "Ada")), \(person(2, "Alan")), \(person(1, "Anita"))]")
    let (terminal, _) = try app(file: url)
    await terminal.settled()
    #expect(
      terminal.text.contains("[ Retry ]") || terminal.text.contains("snapshot"),
      "the failure:\n\(terminal.text)")
    let text = terminal.lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    #expect(
      text.contains("More than one entry has the id 1; give each entry an id of its own."),
      "\(terminal.text)")
    #expect(!terminal.text.contains("snapshot"))
    try Data("[\(person(1, "Ada")), \(person(2, "Alan")), \(person(3, "Anita"))]".utf8).write(
      to: url)
    try click("Retry", in: terminal)
    await terminal.settled()
    #expect(terminal.text.contains("Anita Doe"), "the fixed list:\n\(terminal.text)")
  }

  @Test func aFileOverTheSizeBoundSaysSoWithoutReadingItAll() async throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appending(path: "big.json")
    try Data().write(to: url)
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: 65 << 20)  // 65 MB of zeros, sparse
    try handle.close()
    let (terminal, _) = try app(file: url)
    await terminal.settled()
    #expect(terminal.text.contains("[ Retry ]"), "the failure:\n\(terminal.text)")
    let text = terminal.lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    #expect(
      text.contains("big.json: it is over 64 MB, the most this source reads; the file was left"),
      "\(terminal.text)")
  }

  @Test func searchingNarrowsTheList() async throws {
    let (terminal, _) = try app()
    try await loaded(terminal)
    terminal.type("love")
    await terminal.settled()
    #expect(!terminal.text.contains("Anita Borg"))
    #expect(terminal.text.contains("Ada Lovelace"))
    terminal.type("zzz")
    await terminal.settled()
    #expect(terminal.text.contains("No one to show."))
  }

  @Test func escapeClearsTheSearchAndTheListShowsEveryoneAgain() async throws {
    let (terminal, navigator) = try app()
    try await loaded(terminal)
    terminal.type("love")
    await terminal.settled()
    #expect(!terminal.text.contains("Anita Borg"))
    #expect(!terminal.text.contains("Search people"))
    terminal.press(.escape)
    await terminal.settled()
    #expect(
      terminal.text.contains("Anita Borg") && terminal.text.contains("Ada Lovelace"),
      "everyone again:\n\(terminal.text)")
    #expect(terminal.text.contains("Search people"))  // the field is empty: its placeholder
    #expect(navigator.stack.value.count == 1)
  }

  @Test func anAgeEditedOnAPersonsPageShowsInTheListAtOnce() async throws {
    let (terminal, navigator) = try app()
    try await loaded(terminal)
    try await open("anita", in: terminal)
    #expect(navigator.stack.value.count == 2)
    #expect(terminal.lines[0].contains("Anita Borg"))  // the title follows the person
    try click("65", in: terminal)
    terminal.press(.end)
    terminal.press(.character("u"), .control)
    terminal.type("44")
    terminal.press(.escape)
    await terminal.settled()
    #expect(navigator.stack.value.count == 1)
    await terminal.settled()
    #expect(terminal.text.contains("Anita Borg  44"), "the edited age:\n\(terminal.text)")
  }

  /// Opens Anita Borg's page, types `age` over her 65, and goes back to the list.
  private func editAnitasAge(to age: String, in terminal: TestTerminal) async throws {
    try await open("anita", in: terminal)
    try click("65", in: terminal)
    terminal.press(.end)
    terminal.press(.character("u"), .control)
    terminal.type(age)
    terminal.press(.escape)
    await terminal.settled()
  }

  @Test func anAgeEditedWithAFileIsSavedToItAndShowsWhenTheAppStartsAgain() async throws {
    let url = try file(String(decoding: Data(contentsOf: Self.embedded), as: UTF8.self))
    let (terminal, _) = try app(file: url)
    try await loaded(terminal)
    try await editAnitasAge(to: "44", in: terminal)
    #expect(terminal.text.contains("Anita Borg  44"), "the edited age:\n\(terminal.text)")
    let saved = try JSONDecoder().decode([Person].self, from: Data(contentsOf: url))
    let embedded = try JSONDecoder().decode([Person].self, from: Data(contentsOf: Self.embedded))
    #expect(saved.map(\.id) == embedded.map(\.id), "everyone, in the file's order")
    #expect(zip(saved, embedded).filter { $0.age != $1.age }.map(\.0.lastName) == ["Borg"])
    #expect(saved.first { $0.lastName == "Borg" }?.age == 44)
    let (again, _) = try app(file: url)
    try await loaded(again)
    #expect(again.text.contains("Anita Borg  44"), "the saved age:\n\(again.text)")
  }

  @Test func theEmbeddedListIsNeverWrittenSoAnEditLastsOnlyWhileTheAppRuns() async throws {
    let embedded = try #require(Bundle.module.url(forResource: "people", withExtension: "json"))
    let bytes = try Data(contentsOf: embedded)
    let (terminal, _) = try app()
    try await loaded(terminal)
    try await editAnitasAge(to: "44", in: terminal)
    #expect(terminal.text.contains("Anita Borg  44"), "the edited age:\n\(terminal.text)")
    #expect(try Data(contentsOf: embedded) == bytes)
    let (again, _) = try app()
    try await loaded(again)
    #expect(again.text.contains("Anita Borg  65"), "the embedded age:\n\(again.text)")
  }

  @Test func aMissingFileShowsNoOneAndIsNotMadeByLoading() async throws {
    let url = FileManager.default.temporaryDirectory
      .appending(path: "people-\(UUID().uuidString).json")
    let (terminal, _) = try app(file: url)
    await terminal.settled()
    #expect(terminal.text.contains("No one to show."), "\(terminal.text)")
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  /// At 50×6 a person's page scrolls: Page Down shows the rest of it (the height, the
  /// buttons), and Tab brings the age field back into sight.
  @Test func aPersonsPageScrollsInASmallWindow() async throws {
    let (terminal, _) = try app()
    try await loaded(terminal)
    try await open("anita", in: terminal)
    terminal.resize(columns: 50, rows: 6)
    var seen = terminal.text
    for _ in 0..<3 {
      terminal.press(.pageDown)
      seen += terminal.text
    }
    #expect(seen.contains("Height") && seen.contains("5′4″"), "the height never showed:\n\(seen)")
    #expect(seen.contains("[ Copy e-mail ]"))
    for _ in 0..<6 where !terminal.text.contains("Age 65") { terminal.press(.tab) }
    #expect(terminal.text.contains("Age 65"), "\(terminal.text)")
  }

  /// The page's height is standard views (a bar a third of the way from 4 to 7 feet, and the
  /// text), and its swatch a terminal view coloured through the binding set's neutral outlet.
  @Test func aPersonsPageShowsTheHeightOnABarAndTheColourOnTheSwatch() async throws {
    let (terminal, navigator) = try app()
    try await loaded(terminal)
    try await open("anita", in: terminal)
    let line = try #require(terminal.lines.first { $0.contains("Height") })
    #expect(line.contains("5′4″"), "\(line)")
    #expect(line.contains("█") && line.contains("░"), "a bar partly filled: \(line)")
    #expect((navigator.top as? FileScene)?.name == "Person")
    let row = try #require(terminal.lines.lastIndex { $0.contains("Anita Borg") })
    let name = try #require(terminal.lines[row].range(of: "Anita Borg"))
    let x = terminal.lines[row].distance(from: terminal.lines[row].startIndex, to: name.upperBound)
    #expect(terminal.cell(x: x + 2, y: row).style.background == Color(hex: "#6a4c93"))
    #expect(terminal.cell(x: x, y: row).style.background != Color(hex: "#6a4c93"))
  }

  @Test func copyingTheEmailPutsItOnTheClipboardAndSaysSo() async throws {
    let (terminal, _) = try app()
    try await loaded(terminal)
    try await open("anita", in: terminal)
    try click("Copy e-mail", in: terminal)
    await terminal.settled()
    #expect(terminal.text.contains("Copied ✓"), "Copied:\n\(terminal.text)")
    #expect(terminal.clipboard == "aborg@example.org")
  }

  @Test func openingTheWebPageGoesThroughTheLinkOpener() async throws {
    let opener = RecordingOpener()
    try await PlatformServices.with({ $0.urlOpener = opener }) {
      let (terminal, _) = try app()
      try await loaded(terminal)
      try await open("anita", in: terminal)
      try click("Open web page", in: terminal)
      await terminal.settled()
      #expect(terminal.text.contains("Opened ✓"), "Opened:\n\(terminal.text)")
    }
    #expect(await opener.opened.map(\.absoluteString) == ["https://example.org/people/aborg"])
  }

  @Test func anAgeThatIsNotOneIsRefusedWithAMessageAndChangesNothing() async throws {
    let (terminal, _) = try app()
    try await loaded(terminal)
    try await open("anita", in: terminal)
    try click("65", in: terminal)
    terminal.type("0")
    await terminal.settled()
    #expect(terminal.text.contains("130"))  // 650 is out of 0...130
    terminal.press(.escape)
    await terminal.settled()
    #expect(terminal.text.contains("Anita Borg  65"))
  }

  @Test func aPersonsPageOpenedFromSwiftFollowsItsSceneFile() async throws {
    let (terminal, navigator) = try app()
    try await loaded(terminal)
    let library = try #require(terminal.library)
    let grace = Person(
      id: 99, firstName: "Grace", lastName: "Hopper", age: 85, heightInInches: 66,
      favoriteColor: "#3366cc", email: "grace@example.org",
      homepage: URL(filePath: "/people/ghopper"))
    try navigator.perform(scene: "Person", from: library, passing: grace)
    await terminal.settled()
    #expect(terminal.lines[0].contains("Grace Hopper") && terminal.text.contains("Age 85"))
    let file = try String(
      contentsOf: Self.scenes.appending(path: "Person.scene.yaml"), encoding: .utf8)
    library.reload(
      file: "Person.scene.yaml",
      text: file.replacingOccurrences(of: "label: Age", with: "label: Years"))
    await terminal.settled()
    #expect(terminal.text.contains("Years 85"), "the reloaded page:\n\(terminal.text)")
    #expect(navigator.stack.value.count == 2)
  }

  @Test func theBackButtonAndEscapeGoBack() async throws {
    let (terminal, navigator) = try app()
    try await loaded(terminal)
    try await open("anita", in: terminal)
    try click("[ Back ]", in: terminal)
    await terminal.settled()
    #expect(navigator.stack.value.count == 1)
    terminal.press(.enter)
    await terminal.settled()
    #expect(terminal.text.contains("[ Copy e-mail ]"))
    terminal.press(.escape)
    await terminal.settled()
    #expect(navigator.stack.value.count == 1)
    #expect(terminal.text.contains("Anita Borg  65"))
  }

  @Test func aThousandOpensAndClosesLeaveNoSceneBindingSetOrActionAlive() async throws {
    let (terminal, navigator) = try app()
    try await loaded(terminal)
    terminal.type("anita")
    await terminal.settled()
    #expect(!terminal.text.contains("Ada Lovelace"))
    terminal.press(.down)
    let census = StreamCensus()
    var scenes: [() -> Scene?] = []
    await census.watch {
      for _ in 0..<1_000 {
        terminal.press(.enter)
        await terminal.settled()
        #expect(navigator.stack.value.count == 2)
        let scene = navigator.top
        scenes.append { [weak scene] in scene }
        terminal.press(.escape)
      }
    }
    try await waitUntil("every page to go: \(census.alive) streams alive") {
      scenes.allSatisfy { $0() == nil } && census.alive == 0
    }
    #expect(census.made > 10_000)  // each page made its binding set's, actions' and fields' streams
  }
}
