// swift-format-ignore-file
// TestingYourApp.md's tests, compiled and run; lines are kept as the article shows them.
import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisTerminal
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

@Suite("Testing your app: the article's tests")
struct TestingYourAppArticle {
  typealias SearchModel = ReactiveCoreArticle.SearchModel

  @Test func searchWaitsForTypingToStop() async throws {
    let clock = ControllableClock()                           // time moves only when the test says
    let model = SearchModel(search: { term in [term.uppercased()] }, clock: clock)
    let results = Recorder(model.results.map(\.phase))        // every value, for exact assertions
    let work = PendingWork()                                  // counts the work the test starts
    PendingWork.$current.withValue(work) { model.term.value = "abba" }
    await clock.advance(by: .milliseconds(329))
    #expect(results.values == [.idle])                        // typing has not stopped long enough
    await clock.advance(by: .milliseconds(1))                 // the debounce runs on the test's clock
    await work.settled()                                      // the search it started has answered
    #expect(results.values.last == .loaded)                   // .loading shows between, unless the
                                                              // search answers before anyone looks
  }

  @Test @MainActor func aLoadShowsWhatTheServerAnswers() async throws {
    let server = Gate<[String]>()                             // a load the test answers
    let names = DataSource(load: server.load)
    let phases = Recorder(names.phase)
    let work = PendingWork()
    PendingWork.$current.withValue(work) { names.refresh() }
    try await server.answer(.success(["Ada", "Grace"]))      // waits for the call, then answers it
    await work.settled()                                      // the load is over, its outcome held
    #expect(names.value.value == ["Ada", "Grace"])
    #expect(phases.values == [.idle, .loading, .loaded])
  }

  @Test @MainActor func theGreetingFollowsWhatIsTyped() {
    let name = MutableProperty("")
    let field = TextField(placeholder: "Your name"), greeting = Label()
    field.text <~> name
    greeting.reactive.text <~ name.map { $0.isEmpty ? "Who are you?" : "Hello, \($0)!" }
    let terminal = TestTerminal(Stack(.vertical, spacing: 1, [field, greeting]), columns: 20, rows: 3)
    #expect(terminal.lines == ["Your name", "", "Who are you?"])   // the screen as text: a snapshot
    terminal.type("Ada")                                      // keys, as the user types them
    #expect(terminal.lines == ["Ada", "", "Hello, Ada!"])
    #expect(name.value == "Ada")
  }

  @Test @MainActor func copyingGoesToTheTerminalsClipboard() async throws {
    let copy = Action.copy(), button = Button("Copy")
    copy.connect(to: DataSource.constant("ada@example.com"), on: button.triggers)
    let terminal = TestTerminal(button, columns: 20, rows: 1)
    terminal.press(.enter)                                    // the platform's services, as in the app
    await terminal.settled()                                  // the copy the key started is done
    #expect(terminal.clipboard == "ada@example.com")
  }

  @Test @MainActor func aPageOpenedFromSwiftFollowsItsFile() async throws {
    let terminal = try TestTerminal(scenes: scenes, types: .people, root: "People")
    await terminal.settled()                                  // the list's first load is over
    let navigator = try #require(terminal.navigator), library = try #require(terminal.library)
    try navigator.perform(scene: "Person", from: library, passing: ada)   // as a segue opens it
    #expect(terminal.lines[0].contains("Ada Lovelace"))       // its title follows the person
    library.reload(file: "Person.scene.yaml", text: personFile.replacingOccurrences(of: "Age", with: "Years"))
    #expect(terminal.text.contains("Years"))                  // a saved file reaches the open page
  }

  @Test @MainActor func aDroppedScreenLeavesNoStreamBehind() async throws {
    let census = StreamCensus()
    await census.watch {
      let name = MutableProperty("Ada"), label = Label()
      label.reactive.text <~ name.map { "Hello, \($0)!" }
      _ = TestTerminal(label).text                            // build a screen, use it, drop it
    }
    try await waitUntil { census.alive == 0 }
    #expect(census.made > 0)
  }
}

/// What the article's scene-file test names: People's scene files, their Person file, and a person.
extension TestingYourAppArticle {
  var scenes: URL { SceneFilesGuideTests.appScenes }
  var personFile: String {
    (try? String(contentsOf: scenes.appending(path: "Person.scene.yaml"), encoding: .utf8)) ?? ""
  }
  var ada: SceneFilesGuide.Person { SceneFilesGuide.ada }
}
