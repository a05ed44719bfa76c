import Symbiosis
import SymbiosisTesting
import Testing

/// A list element with an identity that edits do not change.
struct Member: Identifiable, Equatable, Sendable {
  let id: Int
  var name: String
  var age: Int

  static let anita = Member(id: 1, name: "Anita", age: 30)
  static let bruce = Member(id: 2, name: "Bruce", age: 41)
  static let carol = Member(id: 3, name: "Carol", age: 25)
}

@MainActor
@Suite("Editing data sources")
struct EditingTests {
  /// A source loaded with `members` from `api`.
  private func loaded(_ members: [Member], from api: Gate<[Member]>) async throws
    -> DataSource<[Member]>
  {
    let source = DataSource(load: api.load)
    let work = PendingWork()  // the loads the test starts
    PendingWork.$current.withValue(work) { source.refresh() }
    try await api.answer(.success(members))
    await work.settled()
    #expect(source.phase.value == .loaded)
    return source
  }

  @Test func anEditShowsAtOnceInTheSourceAndEverySourceComputedFromIt() async throws {
    let api = Gate<[Member]>()
    let people = try await loaded([.anita, .bruce], from: api)
    let term = MutableProperty("")
    let adults = people.filter { $0.age >= 31 }
    let found = people.search(term) { member, term in member.name.contains(term) }
    let byAge = people.sections { $0.age / 10 }
    people.modify { $0[0].age = 31 }
    #expect(people.value.value?.first?.age == 31)
    #expect(people.phase.value == .loaded)
    #expect(adults.value.value == [Member(id: 1, name: "Anita", age: 31), .bruce])
    #expect(found.value.value?.first?.age == 31)
    #expect(byAge.value.value?.map(\.header) == [3, 4])
    people.modify { $0.removeAll() }
    #expect(people.phase.value == .empty, "an edit that empties the list shows the empty state")
  }

  @Test func aSourceWithNoValueHasNothingToEdit() {
    let people = SettableDataSource<[Member]>()
    people.modify { $0.append(.anita) }
    #expect(people.value.value == nil)
    #expect(people.phase.value == .idle)
  }

  @Test func anItemFollowsItsElementByIdentityAndWritesBackIntoTheList() async throws {
    let api = Gate<[Member]>()
    let people = try await loaded([.anita, .bruce], from: api)
    let bruce = people.item(2)
    #expect(bruce.value.value == .bruce)
    let work = PendingWork()  // the loads the test starts
    PendingWork.$current.withValue(work) { people.refresh() }
    try await api.answer(.success([.carol, .bruce, .anita]))
    await work.settled()
    #expect(people.phase.value == .loaded)
    #expect(bruce.value.value == .bruce, "a reload that moves the element is followed")
    bruce.modify { $0.age = 42 }
    #expect(people.value.value?[1] == Member(id: 2, name: "Bruce", age: 42))
    #expect(bruce.value.value?.age == 42)
  }

  @Test func anItemTheListNoLongerHasIsFailedAndComesBack() {
    let people = SettableDataSource([Member.anita])
    let bruce = people.item(2)
    #expect(bruce.state.value.error as? DataSourceError == .missingItem(id: "2"))
    people.set([.anita, .bruce])
    #expect(bruce.value.value == .bruce)
    #expect(bruce.phase.value == .loaded)
  }

  @Test func aSettableSourceFollowingAnItemWritesThroughToTheList() {
    let people = SettableDataSource([Member.anita, .bruce])
    let detail = SettableDataSource<Member>()
    detail.follow(people.item(1))
    detail.modify { $0.age = 31 }
    #expect(people.value.value?.first?.age == 31)
    #expect(detail.value.value?.age == 31)
  }

  @Test func aSettableSourceHoldingACopyEditsOnlyItsCopy() {
    let detail = SettableDataSource(Member.anita)
    detail.modify { $0.age = 31 }
    #expect(detail.value.value?.age == 31)
  }

  @Test func anEditableFieldIsTwoWayAndNeverLoops() {
    let people = SettableDataSource([Member.anita, .bruce])
    let anita = people.item(1)
    let age = anita.editable(\.age)
    let lists = Recorder(people.value)
    #expect(age.value == 30)
    age.value = 31
    #expect(people.value.value?.first?.age == 31)
    #expect(lists.values.count == 2, "one edit, one new list: the list's change is not echoed back")
    people.set([Member(id: 1, name: "Anita", age: 32), .bruce])
    #expect(age.value == 32)
    #expect(lists.values.count == 3)
    age.value = 32
    #expect(lists.values.count == 3, "a value equal to the field is not written")
  }

  @Test func anEditableFieldHoldsItsEmptyValueUntilTheSourceHasOne() {
    let person = SettableDataSource<Member>()
    let age = person.editable(\.age)
    let name = person.editable(\.name, whenEmpty: "nobody")
    #expect(age.value == 0)
    #expect(name.value == "nobody")
    age.value = 5
    #expect(person.value.value == nil)
    person.set(.anita)
    #expect(age.value == 30)
    #expect(name.value == "Anita")
  }

  @Test func aTextFieldBindsToAFieldThroughAConverter() {
    let people = SettableDataSource([Member.anita])
    let person = people.item(1)
    let text = MutableProperty("")
    let binding = text <~> person.editable(\.age).converted(by: IntegerText(range: 0...130))
    #expect(text.value == "30")
    text.value = "31"
    #expect(people.value.value?.first?.age == 31)
    text.value = "200"
    #expect(people.value.value?.first?.age == 31, "invalid input leaves the list as it was")
    #expect(binding.error.value != nil)
    people.modify { $0[0].age = 33 }
    #expect(text.value == "33")
  }

  @Test func anEditableFieldKeepsNeitherTheSourceNorTheViewAlive() {
    weak var weakSource: SettableDataSource<Member>?
    weak var weakView: MutableProperty<String>?
    weak var weakField: MutableProperty<Int>?
    do {
      let source = SettableDataSource(Member.anita)
      let view = MutableProperty("")
      let field = source.editable(\.age)
      view <~> field.converted(by: IntegerText())
      weakSource = source
      weakView = view
      weakField = field
      #expect(view.value == "30")
    }
    #expect(weakSource == nil)
    #expect(weakView == nil)
    #expect(weakField == nil, "the field goes with its source")
  }

  @Test func everyCommonFieldTypeIsEditableWithoutAnEmptyValue() {
    struct Profile: Sendable {
      var name = "Anita"
      var nickname: String? = nil
      var height = 1.62
      var isFavourite = false
    }
    let profile = SettableDataSource(Profile())
    let name = profile.editable(\.name)
    let nickname = profile.editable(\.nickname)
    let height = profile.editable(\.height)
    let isFavourite = profile.editable(\.isFavourite)
    nickname.value = "Nita"
    height.value = 1.63
    isFavourite.value = true
    name.value = "Anita B."
    #expect(profile.value.value?.nickname == "Nita")
    #expect(profile.value.value?.height == 1.63)
    #expect(profile.value.value?.isFavourite == true)
    #expect(profile.value.value?.name == "Anita B.")
  }

  @Test func aFieldAskedForAgainIsTheSameProperty() {
    let person = SettableDataSource(Member.anita)
    #expect(person.editable(\.age) === person.editable(\.age))
    #expect(ObjectIdentifier(person.editable(\.age)) != ObjectIdentifier(person.editable(\.name)))
  }

  // MARK: Edits and loads in flight

  @Test func anEditDuringARefreshIsReappliedOverItsResultByIdentity() async throws {
    let api = Gate<[Member]>()
    let people = try await loaded([.anita, .bruce], from: api)
    let detail = SettableDataSource<Member>()
    detail.follow(people.item(1))
    let older = people.filter { $0.age > 30 }
    let age = detail.editable(\.age)
    let work = PendingWork()  // the loads the test starts
    PendingWork.$current.withValue(work) { people.refresh() }
    #expect(people.phase.value == .loading)
    age.value = 31
    #expect(people.value.value?.first?.age == 31, "the list shows the edit while it loads")
    #expect(detail.value.value?.age == 31)
    #expect(older.value.value?.map(\.id) == [1, 2])
    // The server renamed Anita meanwhile, moved her, and added Carol; it never saw the edit.
    try await api.answer(
      .success([.carol, Member(id: 1, name: "Anita B.", age: 30), .bruce]))
    await work.settled()
    #expect(people.phase.value == .loaded)
    #expect(
      people.value.value == [.carol, Member(id: 1, name: "Anita B.", age: 31), .bruce],
      "the user's age and the server's name both stay")
    #expect(detail.value.value == Member(id: 1, name: "Anita B.", age: 31))
    #expect(age.value == 31)
  }

  @Test func anEditDuringARefreshOutlivesANewerRefreshThatReplacesIt() async throws {
    let api = Gate<[Member]>()
    let people = try await loaded([.anita], from: api)
    let work = PendingWork()  // the loads the test starts
    PendingWork.$current.withValue(work) { people.refresh() }
    people.modify { $0[0].age = 31 }
    PendingWork.$current.withValue(work) { people.refresh() }
    try await api.answer(.success([.anita]))
    await work.settled()
    #expect(people.phase.value == .loaded)
    #expect(people.value.value?.first?.age == 31)
  }

  @Test func anEditDuringAFailedOrCancelledRefreshStaysAndIsNotAppliedTwice() async throws {
    let api = Gate<[Member]>()
    let people = try await loaded([.anita], from: api)
    let work = PendingWork()  // the loads the test starts
    PendingWork.$current.withValue(work) { people.refresh() }
    people.modify { $0[0].age += 1 }
    try await api.answer(.failure(Offline()))
    await work.settled()
    #expect(people.phase.value == .failed)
    #expect(people.value.value?.first?.age == 31)
    PendingWork.$current.withValue(work) { people.refresh() }
    people.modify { $0[0].age += 1 }
    people.cancel()
    #expect(people.phase.value == .loaded)
    #expect(people.value.value?.first?.age == 32)
    PendingWork.$current.withValue(work) { people.refresh() }
    try await api.answer(.success([.anita]))
    await work.settled()
    #expect(people.phase.value == .loaded)
    #expect(people.value.value?.first?.age == 30, "edits of earlier loads are not replayed")
  }

  @Test func anEditMadeBeforeARefreshGivesWayToWhatTheRefreshLoads() async throws {
    let api = Gate<[Member]>()
    let people = try await loaded([.anita], from: api)
    people.modify { $0[0].age = 31 }
    let work = PendingWork()  // the loads the test starts
    PendingWork.$current.withValue(work) { people.refresh() }
    try await api.answer(.success([.anita]))
    await work.settled()
    #expect(people.phase.value == .loaded)
    #expect(people.value.value == [.anita])
  }

  @Test func anEditOfAnElementTheRefreshRemovedIsDroppedWithIt() async throws {
    let api = Gate<[Member]>()
    let people = try await loaded([.anita, .bruce], from: api)
    let anita = people.item(1)
    let work = PendingWork()  // the loads the test starts
    PendingWork.$current.withValue(work) { people.refresh() }
    anita.modify { $0.age = 31 }
    try await api.answer(.success([.bruce]))
    await work.settled()
    #expect(people.phase.value == .loaded)
    #expect(people.value.value == [.bruce])
    #expect(anita.state.value.error as? DataSourceError == .missingItem(id: "1"))
  }

  @Test func anEditDuringTheFirstLoadIsAppliedToItsResult() async throws {
    let api = Gate<[Member]>()
    let people = DataSource(load: api.load)
    let work = PendingWork()  // the loads the test starts
    PendingWork.$current.withValue(work) { people.refresh() }
    people.modify { $0.append(.carol) }
    try await api.answer(.success([.anita]))
    await work.settled()
    #expect(people.phase.value == .loaded)
    #expect(people.value.value == [.anita, .carol])
  }

  @Test func anEditMadeAsTheLoadingStateArrivesIsReplayedOverTheResult() async throws {
    let api = Gate<[Member]>()
    let people = try await loaded([.anita], from: api)
    func editOnLoading(_ phase: LoadPhase) {
      if phase == .loading { people.modify { $0[0].age = 31 } }
    }
    let onLoading = editOnLoading <~ people.phase
    let work = PendingWork()  // the loads the test starts
    PendingWork.$current.withValue(work) { people.refresh() }
    onLoading.cancel()
    try await api.answer(.success([.anita, .bruce]))
    await work.settled()
    #expect(people.phase.value == .loaded)
    #expect(people.value.value == [Member(id: 1, name: "Anita", age: 31), .bruce])
  }

  @Test func aCancelMadeAsTheLoadingStateArrivesStopsTheLoad() async throws {
    let api = Gate<[Member]>()
    let people = try await loaded([.anita], from: api)
    func cancelOnLoading(_ phase: LoadPhase) {
      if phase == .loading { people.cancel() }
    }
    let onLoading = cancelOnLoading <~ people.phase
    people.refresh()
    onLoading.cancel()
    #expect(people.phase.value == .loaded)
    #expect(people.value.value == [.anita])
  }

  @Test func aPagedSourceKeepsAnEditMadeWhileAPageLoads() async throws {
    let api = Gate<Page<Member, Int>>()
    let pages = PagedDataSource<Member, Int> { _ in try await api.load() }
    let work = PendingWork()  // the loads the test starts
    PendingWork.$current.withValue(work) { pages.refresh() }
    try await api.answer(.success(Page(items: [.anita], next: 1)))
    await work.settled()
    #expect(pages.phase.value == .loaded)
    PendingWork.$current.withValue(work) { pages.loadMore() }
    pages.modify { $0[0].age = 31 }
    try await api.answer(.success(Page(items: [.bruce], next: nil)))
    try await waitUntil { pages.value.value?.count == 2 }
    #expect(pages.value.value == [Member(id: 1, name: "Anita", age: 31), .bruce])
  }
}
