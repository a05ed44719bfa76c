import Symbiosis
import SymbiosisTesting
import Testing

@MainActor
@Suite("Segue actions")
struct SegueActionTests {
  @Test func eachEventPerformsTheSeguePassingItsItem() async throws {
    let navigator = Navigator(root: PeopleScene())
    let selections = Signal<Person>.Input()
    let open = PlatformServices.with({ $0.navigation = navigator }) {
      SegueAction<Person>(showPerson)
    }
    open.connect(on: selections.signal)
    selections.send(.alan)
    try await waitUntil { navigator.stack.value.count == 2 }
    let detail = try #require(navigator.top as? PersonDetailScene)
    #expect(detail.person.value.value == .alan)
    #expect(detail.navigator === navigator)
  }

  @Test func aNamedSourceTakesTheItem() async throws {
    let navigator = Navigator(root: PeopleScene())
    let compare = PlatformServices.with({ $0.navigation = navigator }) {
      SegueAction<Person>(comparePeople, into: "left")
    }
    compare.run(.ada)
    try await waitUntil { navigator.stack.value.count == 2 }
    #expect((navigator.top as? CompareScene)?.left.value.value == .ada)
  }

  @Test func aSegueThatCannotHappenIsTheActionsFailureAndShowsNothing() async throws {
    let navigator = Navigator(root: PeopleScene())
    let segue = PlatformServices.with({ $0.navigation = navigator }) {
      SegueAction<Int>(showPerson)
    }
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
    let segue = PlatformServices.with({ $0.navigation = navigator }) {
      SegueAction<Person?>(showPerson)
    }
    segue.run(nil)
    try await waitUntil { segue.failure.value != nil }
    #expect(segue.failure.value as? NavigationError == .nothingPassed(segue: "PersonDetail"))
    segue.run(.alan)
    try await waitUntil { navigator.stack.value.count == 2 }
    #expect(segue.failure.value == nil)
  }

  @Test func withoutNavigationItFailsWithServiceUnavailable() async throws {
    let segue = PlatformServices.with({ $0.navigation = nil }) {
      SegueAction<Person>(showPerson)
    }
    segue.run(.ada)
    try await waitUntil { segue.failure.value != nil }
    #expect(segue.failure.value as? ServiceUnavailable == ServiceUnavailable("Navigation"))
  }
}
