import Symbiosis
import SymbiosisTesting
import Testing

final class NamesScene: Scene {
  let names = SettableDataSource<[String]>()
}

final class LazyPersonScene: Scene {
  lazy var person = SettableDataSource<Person>()
  override init(title: String = "") {
    super.init(title: title)
    _ = person
  }
}

let showNames = Segue("Names") { NamesScene() }

@MainActor
@Suite("Forwarding through segues")
struct ForwardingTests {
  @Test func aForwardedDerivedSourceKeepsUpdating() throws {
    let people = PeopleScene()
    let navigator = Navigator(root: people)
    let names = try #require(
      try navigator.perform(showNames, passing: people.people.map { $0.map(\.firstName) })
        as? NamesScene)
    #expect(names.names.value.value == ["Ada", "Alan"])
    people.people.set([.alan])
    #expect(names.names.value.value == ["Alan"])
  }

  @Test func aForwardedLoadingSourceLoadsAndCanBeRefreshed() async throws {
    let calls = Recorder<Void>()
    let navigator = Navigator(root: PeopleScene())
    let names = try #require(
      try navigator.perform(
        showNames,
        passing: DataSource<[String]> {
          calls.record()
          return ["call \(calls.values.count)"]
        }) as? NamesScene)
    try await waitUntil { names.names.value.value == ["call 1"] }
    let work = PendingWork()  // the work the test starts: its changes, runs and loads
    PendingWork.$current.withValue(work) { names.names.refresh() }
    await work.settled()
    #expect(names.names.value.value == ["call 2"])
  }

  @Test func aLazySourceCanBeFilled() throws {
    let navigator = Navigator(root: PeopleScene())
    let scene = try navigator.perform(Segue("Lazy") { LazyPersonScene() }, passing: Person.ada)
    #expect((scene as? LazyPersonScene)?.person.value.value == .ada)
  }

  @Test func passingNilIsAnError() {
    let navigator = Navigator(root: PeopleScene())
    let nobody: Person? = nil
    #expect(throws: NavigationError.nothingPassed(segue: "PersonDetail")) {
      try navigator.perform(showPerson, passing: nobody)
    }
    #expect(navigator.stack.value.count == 1)
  }

  @Test func aSegueWithoutDataShowsItsDestination() {
    let navigator = Navigator(root: PeopleScene())
    navigator.perform(showNames)
    #expect(navigator.top is NamesScene)
  }
}
