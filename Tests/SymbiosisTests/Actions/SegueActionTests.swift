import Symbiosis
import SymbiosisTesting
import Testing

/// A member's page: the member passed in, as a settable source.
private final class MemberPage: Scene {
  let member = SettableDataSource<Member>()
}

private let showMember = Segue("Member") { MemberPage() }

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
    let work = PendingWork()  // the runs
    PendingWork.$current.withValue(work) { selections.send(.alan) }
    await work.settled()
    #expect(navigator.stack.value.count == 2)
    let detail = try #require(navigator.top as? PersonDetailScene)
    #expect(detail.person.value.value == .alan)
    #expect(detail.navigator === navigator)
  }

  @Test func aNamedSourceTakesTheItem() async throws {
    let navigator = Navigator(root: PeopleScene())
    let compare = PlatformServices.with({ $0.navigation = navigator }) {
      SegueAction<Person>(comparePeople, into: "left")
    }
    let work = PendingWork()  // the runs
    PendingWork.$current.withValue(work) { compare.run(.ada) }
    await work.settled()
    #expect(navigator.stack.value.count == 2)
    #expect((navigator.top as? CompareScene)?.left.value.value == .ada)
  }

  @Test func aSegueThatCannotHappenIsTheActionsFailureAndShowsNothing() async throws {
    let navigator = Navigator(root: PeopleScene())
    let segue = PlatformServices.with({ $0.navigation = navigator }) {
      SegueAction<Int>(showPerson)
    }
    let work = PendingWork()  // the runs
    PendingWork.$current.withValue(work) { segue.run(42) }
    await work.settled()
    #expect(segue.failure.value != nil)
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
    let work = PendingWork()  // the runs
    PendingWork.$current.withValue(work) { segue.run(nil) }
    await work.settled()
    #expect(segue.failure.value != nil)
    #expect(segue.failure.value as? NavigationError == .nothingPassed(segue: "PersonDetail"))
    PendingWork.$current.withValue(work) { segue.run(.alan) }
    await work.settled()
    #expect(navigator.stack.value.count == 2)
    #expect(segue.failure.value == nil)
  }

  @Test func withoutNavigationItFailsWithServiceUnavailable() async throws {
    let segue = PlatformServices.with({ $0.navigation = nil }) {
      SegueAction<Person>(showPerson)
    }
    let work = PendingWork()  // the runs
    PendingWork.$current.withValue(work) { segue.run(.ada) }
    await work.settled()
    #expect(segue.failure.value != nil)
    #expect(segue.failure.value as? ServiceUnavailable == ServiceUnavailable("Navigation"))
  }

  @Test func fromAListItPassesTheItemsSourceSoAnEditReachesTheList() async throws {
    let members = SettableDataSource([Member.anita, .bruce])
    let navigator = Navigator(root: PeopleScene())
    let open = PlatformServices.with({ $0.navigation = navigator }) {
      SegueAction(showMember, from: members)
    }
    let work = PendingWork()  // the runs
    PendingWork.$current.withValue(work) { open.run(.bruce) }
    await work.settled()
    #expect(navigator.stack.value.count == 2)
    let page = try #require(navigator.top as? MemberPage)
    #expect(page.member.value.value == .bruce)
    page.member.modify { $0.age = 42 }
    #expect(members.value.value?.map(\.age) == [30, 42], "the edit reaches the list")
    members.modify { $0[1].name = "Bruce W." }
    #expect(page.member.value.value?.name == "Bruce W.", "the page follows the list")
  }
}
