import Symbiosis
import SymbiosisTesting
import Testing

@MainActor
@Suite("Segue actions")
struct SegueActionTests {
  @Test func eachEventPerformsTheSeguePassingItsItem() async throws {
    let navigator = Navigator(root: PeopleScene())
    let selections = Signal<Person>.Input()
    SegueAction(showPerson, navigation: navigator).connect(on: selections.signal)
    selections.send(.alan)
    try await waitUntil { navigator.stack.value.count == 2 }
    let detail = try #require(navigator.top as? PersonDetailScene)
    #expect(detail.person.value.value == .alan)
    #expect(detail.navigator === navigator)
  }

  @Test func aNamedSourceTakesTheItem() async throws {
    let navigator = Navigator(root: PeopleScene())
    SegueAction(comparePeople, into: "left", navigation: navigator).run(Person.ada)
    try await waitUntil { navigator.stack.value.count == 2 }
    #expect((navigator.top as? CompareScene)?.left.value.value == .ada)
  }

  @Test func aSegueThatCannotHappenIsTheActionsFailureAndShowsNothing() async throws {
    let navigator = Navigator(root: PeopleScene())
    let segue = SegueAction<Int>(showPerson, navigation: navigator)
    segue.run(42)
    try await waitUntil { segue.failure.value != nil }
    #expect(
      segue.failure.value as? NavigationError
        == .noMatchingSource(
          segue: "PersonDetail", destination: "PersonDetailScene", passed: "Int",
          available: ["note": "String", "person": "Person"]))
    #expect(navigator.stack.value.count == 1)
  }

  @Test func nothingSelectedIsNothingPassed() async throws {
    let navigator = Navigator(root: PeopleScene())
    let segue = SegueAction<Person?>(showPerson, navigation: navigator)
    segue.run(nil)
    try await waitUntil { segue.failure.value != nil }
    #expect(segue.failure.value as? NavigationError == .nothingPassed(segue: "PersonDetail"))
    segue.run(.alan)
    try await waitUntil { navigator.stack.value.count == 2 }
    #expect(segue.failure.value == nil)
  }
}
