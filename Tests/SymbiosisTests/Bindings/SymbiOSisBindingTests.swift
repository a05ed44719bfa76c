import Observation
import Symbiosis
import SymbiosisTesting
import Testing

/// The seed's example binding: one view, one value, one `update`.
final class PersonHeightYardstickBinding: Binding<Person> {
  @Outlet var view: YardstickView
  override func update(with person: Person) { view.heightInInches = person.heightInInches }
}

/// The seed's binding set: many outlets for one person, and the yardstick binding reused.
final class PersonBindingSet: BindingSet<Person> {
  @Outlet var firstName: TestView
  @Outlet var fullName: TestView
  @Outlet var age: TestView
  let height = PersonHeightYardstickBinding()
  override func update(with person: Person) {
    firstName.text = person.firstName
    fullName.text = person.fullName
    age.text = "\(person.age)"
  }
}

@Observable
@MainActor
final class Units {
  var metric = false
}

/// A binding whose `update` also reads an `@Observable` object.
final class HeightLabelBinding: Binding<Person> {
  @Outlet var label: TestView
  let units: Units
  init(units: Units) { self.units = units }
  override func update(with person: Person) {
    label.text =
      units.metric
      ? "\(Int(person.heightInInches * 2.54)) cm" : "\(Int(person.heightInInches)) in"
  }
}

@MainActor
@Suite("SymbiOSis bindings and binding sets")
struct SymbiOSisBindingTests {
  @Test func theYardstickBindingFollowsItsSource() throws {
    let yardstick = YardstickView()
    let person = SettableDataSource(Person.ada)
    try PersonHeightYardstickBinding().connect(to: person, outlets: ["view": yardstick])
    #expect(yardstick.heightInInches == 65)
    person.set(.alan)
    #expect(yardstick.heightInInches == 70)
  }

  @Test func aBindingSetFillsEveryOutletAndItsMemberBindings() throws {
    let (first, full, age, yardstick) = (TestView(), TestView(), TestView(), YardstickView())
    let person = SettableDataSource(Person.ada)
    let set = PersonBindingSet()
    try set.connect(
      to: person,
      outlets: ["firstName": first, "fullName": full, "age": age, "height.view": yardstick])
    #expect([first.text, full.text, age.text] == ["Ada", "Ada Lovelace", "36"])
    #expect(yardstick.heightInInches == 65)
    person.set(.alan)
    #expect([first.text, full.text, age.text] == ["Alan", "Alan Turing", "41"])
    #expect(yardstick.heightInInches == 70)
  }

  @Test func outletsCanBeAssignedInCode() throws {
    let yardstick = YardstickView()
    let binding = PersonHeightYardstickBinding()
    binding.view = yardstick
    try binding.connect(to: DataSource.constant(Person.alan))
    #expect(yardstick.heightInInches == 70)
  }

  @Test func aMissingOutletIsOneClearErrorAtWiringTime() throws {
    let set = PersonBindingSet()
    let person = SettableDataSource(Person.ada)
    // Inside `#expect`'s closure, `#line` defaults name the line of the macro.
    let line = #line + 1
    let error = #expect(throws: WiringError.self) {
      try set.connect(to: person, outlets: ["firstName": TestView(), "fullName": TestView()])
    }
    #expect(
      error?.problem == .missingOutlets(["age": "TestView", "height.view": "YardstickView"]))
    #expect(
      error?.location.hasPrefix("SymbiosisTests/SymbiOSisBindingTests.swift:\(line):") == true)
    #expect(
      error?.description.contains("outlets not connected: age (TestView), height.view") == true)
    #expect(!set.isConnected)
  }

  @Test func anUnknownNameOrAWrongTypeIsAnError() {
    let binding = PersonHeightYardstickBinding()
    let person = DataSource.constant(Person.ada)
    let unknown = #expect(throws: WiringError.self) {
      try binding.connect(to: person, outlets: ["yardstick": YardstickView()])
    }
    #expect(unknown?.problem == .unknownOutlet("yardstick", available: ["view"]))
    let wrongType = #expect(throws: WiringError.self) {
      try binding.connect(to: person, outlets: ["view": TestView()])
    }
    #expect(
      wrongType?.problem == .wrongType(outlet: "view", expected: "YardstickView", found: "TestView")
    )
  }

  @Test func observableReadsInUpdateAreTracked() async throws {
    let units = Units()
    let label = TestView()
    try HeightLabelBinding(units: units).connect(
      to: DataSource.constant(Person.ada), outlets: ["label": label])
    #expect(label.text == "65 in")
    let work = PendingWork()  // the update the change schedules
    PendingWork.$current.withValue(work) { units.metric = true }
    await work.settled()
    #expect(label.text == "165 cm")
  }

  @Test func theBindingEndsWhenItsViewGoes() throws {
    let person = SettableDataSource(Person.ada)
    weak var weakBinding: PersonHeightYardstickBinding?
    weak var weakView: YardstickView?
    do {
      let yardstick = YardstickView()
      let binding = PersonHeightYardstickBinding()
      weakBinding = binding
      weakView = yardstick
      try binding.connect(to: person, outlets: ["view": yardstick])
    }
    #expect(weakView == nil)
    #expect(weakBinding == nil, "the source does not keep a binding whose view is gone")
    person.set(.alan)
  }

  @Test func reconnectingEndsTheOldConnection() throws {
    let yardstick = YardstickView()
    let binding = PersonHeightYardstickBinding()
    let first = SettableDataSource(Person.ada)
    let second = SettableDataSource(Person.alan)
    try binding.connect(to: first, outlets: ["view": yardstick])
    try binding.connect(to: second)
    #expect(yardstick.heightInInches == 70)
    first.set(Person(firstName: "X", lastName: "Y", age: 1, heightInInches: 1))
    #expect(yardstick.heightInInches == 70)
  }

  @Test func aBindingShowsNothingUntilItsSourceLoads() async throws {
    let api = Gate<Person>()
    let source = DataSource(load: api.load)
    let yardstick = YardstickView()
    let work = PendingWork()  // the load connecting starts
    try PendingWork.$current.withValue(work) {
      try PersonHeightYardstickBinding().connect(to: source, outlets: ["view": yardstick])
    }
    #expect(source.phase.value == .loading, "connecting loads the source")
    #expect(yardstick.heightInInches == 0)
    try await api.answer(.success(.alan))
    await work.settled()
    #expect(source.phase.value == .loaded)
    #expect(yardstick.heightInInches == 70)
  }

  @Test func aStateBindingShowsTheViewForEachState() async throws {
    let clock = ControllableClock()
    let api = Gate<[Person]>()
    let source = DataSource(timeout: .seconds(10), clock: clock, load: api.load)
    let (content, loading, empty, failed) = (TestView(), TestView(), TestView(), TestView())
    let work = PendingWork()  // the loads and runs the test starts
    try PendingWork.$current.withValue(work) {
      try StateBinding().connect(
        toStateOf: source,
        outlets: ["content": content, "loading": loading, "empty": empty, "failed": failed])
    }
    let visible = { [content, loading, empty, failed].map { !$0.isHidden } }
    #expect(visible() == [false, true, false, false])
    try await api.answer(.success([.ada]))
    await work.settled()
    #expect(source.phase.value == .loaded)
    #expect(visible() == [true, false, false, false])
    PendingWork.$current.withValue(work) { source.refresh() }
    #expect(visible() == [true, true, false, false], "content stays up while refreshing")
    try await api.answer(.success([]))
    await work.settled()
    #expect(source.phase.value == .empty)
    #expect(visible() == [false, false, true, false])
    PendingWork.$current.withValue(work) { source.refresh() }
    try await api.answer(.failure(Offline()))
    await work.settled()
    #expect(source.phase.value == .failed)
    #expect(visible() == [false, false, false, true])
    PendingWork.$current.withValue(work) { source.refresh() }
    await clock.advance(by: .seconds(10))
    await work.settled()
    #expect(source.phase.value == .timedOut)
    #expect(visible() == [false, false, false, true], "no timed-out view: the failed one shows")
  }

  @Test func aStateBindingRejectsAViewThatCannotHide() {
    let error = #expect(throws: WiringError.self) {
      try StateBinding().connect(
        toStateOf: DataSource.constant(1), outlets: ["loading": YardstickView()])
    }
    #expect(
      error?.problem
        == .wrongType(outlet: "loading", expected: "HideableView", found: "YardstickView"))
  }
}
