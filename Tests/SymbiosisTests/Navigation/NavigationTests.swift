import Symbiosis
import SymbiosisTesting
import Testing

final class PeopleScene: Scene {
  let people = SettableDataSource([Person.ada, .alan])
  let selected = SettableDataSource<Person>()
  init() { super.init(title: "People") }
}

final class PersonDetailScene: Scene {
  let person = SettableDataSource<Person>()
  let note = SettableDataSource<String>()
  let heightView = YardstickView()
  var ended = false
  init() {
    super.init(title: "Person")
    try? PersonHeightYardstickBinding().connect(to: person, outlets: ["view": heightView])
  }
  override func didEnd() { ended = true }
}

final class CompareScene: Scene {
  let left = SettableDataSource<Person>()
  let right = SettableDataSource<Person>()
}

let showPerson = Segue("PersonDetail") { PersonDetailScene() }
let comparePeople = Segue("Compare", .modal) { CompareScene() }

@MainActor
@Suite("Navigation")
struct NavigationTests {
  @Test func aSeguePassesAValueIntoTheSourceOfItsType() throws {
    let navigator = Navigator(root: PeopleScene())
    let detail = try navigator.perform(showPerson, passing: Person.alan) as? PersonDetailScene
    #expect(detail?.person.value.value == .alan)
    #expect(detail?.heightView.heightInInches == 70)
    #expect(navigator.stack.value.map(\.scene.title.value) == ["People", "Person"])
  }

  @Test func aNameChoosesTheSourceWhenTypesAreAmbiguous() throws {
    let navigator = Navigator(root: PeopleScene())
    let ambiguous = #expect(throws: NavigationError.self) {
      try navigator.perform(comparePeople, passing: Person.ada)
    }
    #expect(
      ambiguous
        == .ambiguousSource(
          segue: "Compare", destination: "CompareScene", passed: "Person",
          candidates: ["left", "right"]))
    #expect(navigator.stack.value.count == 1, "nothing is shown when forwarding fails")
    let compare = try navigator.perform(comparePeople, passing: Person.ada, into: "right")
    #expect((compare as? CompareScene)?.right.value.value == .ada)
  }

  @Test func nothingToTakeTheValueIsAClearError() {
    let navigator = Navigator(root: PeopleScene())
    let error = #expect(throws: NavigationError.self) {
      try navigator.perform(showPerson, passing: 42)
    }
    #expect(
      error?.description
        == "segue 'PersonDetail': PersonDetailScene has no settable source for Int; it has "
        + "note: String, person: Person")
    let named = #expect(throws: NavigationError.self) {
      try navigator.perform(showPerson, passing: Person.ada, into: "note")
    }
    #expect(named?.description.contains("no settable source 'note' for Person") == true)
  }

  @Test func aForwardedSourceUpdatesTheDestinationUntilItIsLeft() throws {
    let people = PeopleScene()
    people.selected.set(.ada)
    let navigator = Navigator(root: people)
    let detail = try #require(
      try navigator.perform(showPerson, passing: people.selected) as? PersonDetailScene)
    #expect(detail.person.value.value == .ada)
    people.selected.set(.alan)
    #expect(detail.person.value.value == .alan)
    #expect(detail.heightView.heightInInches == 70)
    try navigator.goBack()
    #expect(detail.ended)
    people.selected.set(.ada)
    #expect(detail.person.value.value == .alan, "a left scene no longer follows its origin")
  }

  @Test func aLeftSceneIsReleasedWithEverythingItMade() throws {
    let people = PeopleScene()
    people.selected.set(.ada)
    let navigator = Navigator(root: people)
    weak var weakDetail: Scene?
    weak var weakSource: SettableDataSource<Person>?
    do {
      let detail = try navigator.perform(showPerson, passing: people.selected)
      weakDetail = detail
      weakSource = (detail as? PersonDetailScene)?.person
    }
    try navigator.goBack()
    #expect(weakDetail == nil)
    #expect(weakSource == nil)
    people.selected.set(.alan)
  }

  @Test func dismissLeavesTheModalAndWhatWasPushedOverIt() throws {
    let navigator = Navigator(root: PeopleScene())
    try navigator.perform(comparePeople, passing: Person.ada, into: "left")
    try navigator.perform(showPerson, passing: Person.alan)
    #expect(navigator.stack.value.map(\.presentation) == [.push, .modal, .push])
    try navigator.dismiss()
    #expect(navigator.stack.value.count == 1)
    #expect(throws: NavigationError.nothingToDismiss) { try navigator.dismiss() }
    #expect(throws: NavigationError.nothingToGoBackTo) { try navigator.goBack() }
  }

  @Test func theBackActionGoesBackThroughTheNavigator() async throws {
    let navigator = Navigator(root: PeopleScene())
    try navigator.perform(showPerson, passing: Person.ada)
    let back = TestButton()
    PlatformServices.with({ $0.navigation = navigator }) { Action.goBack() }.connect(
      on: back.triggers)
    let work = PendingWork()  // the work the test starts: its changes, runs and loads
    PendingWork.$current.withValue(work) { back.tap() }
    await work.settled()
    #expect(navigator.stack.value.count == 1)
    let goBack = PlatformServices.with({ $0.navigation = navigator }) { Action.goBack() }
    goBack.connect(on: back.triggers)
    PendingWork.$current.withValue(work) { back.tap() }
    await work.settled()
    #expect(goBack.failure.value as? NavigationError == .nothingToGoBackTo)
    #expect(navigator.top.title.value == "People")
  }
}
