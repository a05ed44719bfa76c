import Symbiosis
import SymbiosisTesting
import Testing

/// The People app's list: members loaded, searched and grouped by initial.
private final class MembersScene: Scene {
  let members: DataSource<[Member]>
  let term = MutableProperty("")
  let byInitial: DerivedDataSource<[Section<String, String, Member>]>

  init(api: Gate<[Member]>) {
    members = DataSource(load: api.load)
    byInitial = members.search(term) { member, term in member.name.contains(term) }
      .sections { String($0.name.prefix(1)) }
    super.init(title: "People")
  }
}

/// The People app's detail: one member, filled by the segue, its age editable in a field.
private final class MemberScene: Scene {
  let member = SettableDataSource<Member>()
  /// The age field's text, as a platform's text field holds it.
  let ageText = MutableProperty("")

  init() { super.init(title: "Member") }

  func connect() {
    ageText <~> member.editable(\.age).converted(by: IntegerText(range: 0...130))
  }
}

private let showMember = Segue("Member") { MemberScene() }

@MainActor
@Suite("People: an edit on the detail reaches the list")
struct PeopleEditingFlowTests {
  /// The list scene on its navigator, loaded with `members` through the gate it loads from.
  private func loadedList(
    _ members: [Member]
  ) async throws -> (api: Gate<[Member]>, list: MembersScene, navigator: Navigator) {
    let api = Gate<[Member]>()
    let list = MembersScene(api: api)
    let navigator = Navigator(root: list)
    list.members.refresh()
    try await api.answer(.success(members))
    try await waitUntil {
      list.members.phase.value == .loaded && list.byInitial.phase.value == .loaded
    }
    return (api, list, navigator)
  }

  @Test func theAgeTypedOnTheDetailShowsInTheListAtOnce() async throws {
    let (_, list, navigator) = try await loadedList([.anita, .bruce, .carol])
    let rows = Recorder(list.byInitial.value)

    let detail = try #require(
      try navigator.perform(showMember, passing: list.members.item(Member.anita.id))
        as? MemberScene)
    detail.connect()
    #expect(detail.ageText.value == "30")
    detail.ageText.value = "31"

    let anita = list.byInitial.value.value?.first { $0.header == "A" }?.items.first
    #expect(anita?.age == 31, "the list shows the edit while the detail is still open")
    #expect(list.members.value.value?.first?.age == 31)
    #expect(rows.values.count == 2, "one edit, one new list")
    try navigator.goBack()
    #expect(list.byInitial.value.value?.first?.items.first?.age == 31)
  }

  @Test func aRefreshOfTheListWhileTheUserTypesKeepsWhatTheyTyped() async throws {
    let (api, list, navigator) = try await loadedList([.anita, .bruce])
    let detail = try #require(
      try navigator.perform(showMember, passing: list.members.item(Member.anita.id))
        as? MemberScene)
    detail.connect()
    let work = PendingWork()  // the loads and runs the test starts
    PendingWork.$current.withValue(work) { list.members.refresh() }
    detail.ageText.value = "31"
    #expect(detail.member.value.value?.age == 31)
    #expect(
      list.byInitial.value.value?.first?.items.first?.age == 31,
      "the searched, grouped list shows the edit while the list loads")
    try await api.answer(.success([Member(id: 1, name: "Anita", age: 30), .bruce, .carol]))
    await work.settled()
    #expect(list.members.phase.value == .loaded)
    #expect(detail.ageText.value == "31")
    #expect(detail.member.value.value?.age == 31)
    #expect(list.members.value.value?.map(\.age) == [31, 41, 25])
  }

  @Test func leavingTheDetailReleasesItAndItsItemSource() async throws {
    let (_, list, navigator) = try await loadedList([.anita, .bruce])
    weak var lastDetail: MemberScene?
    weak var lastItem: DerivedDataSource<Member>?
    weak var lastSource: SettableDataSource<Member>?
    weak var lastField: MutableProperty<Int>?
    for round in 0..<100 {
      let item = list.members.item(Member.bruce.id)
      let detail = try #require(try navigator.perform(showMember, passing: item) as? MemberScene)
      detail.connect()
      detail.ageText.value = "\(round)"
      lastDetail = detail
      lastItem = item
      lastSource = detail.member
      lastField = detail.member.editable(\.age)
      try navigator.goBack()
    }
    #expect(lastDetail == nil)
    #expect(lastItem == nil)
    #expect(lastSource == nil)
    #expect(lastField == nil)
    #expect(list.members.value.value?.last?.age == 99)
  }
}
