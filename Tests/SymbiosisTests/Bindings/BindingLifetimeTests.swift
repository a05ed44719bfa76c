import Symbiosis
import SymbiosisTesting
import Testing

/// A platform view that has no lifetime: outlets allow it.
@MainActor
final class PlainLabel: HideableView {
  var text = ""
  var isHidden = false
}

final class PlainUnitsBinding: Binding<Person> {
  @Outlet var label: PlainLabel
  let units: Units
  init(units: Units) { self.units = units }
  override func update(with person: Person) { label.text = units.metric ? "cm" : "in" }
}

@MainActor
@Suite("Binding lifetimes")
struct BindingLifetimeTests {
  @Test func anObservableChangeAfterAPlainViewWentDoesNotCrash() async throws {
    let units = Units()
    let binding = PlainUnitsBinding(units: units)
    do {
      let label = PlainLabel()
      try binding.connect(to: SettableDataSource(Person.ada), outlets: ["label": label])
      #expect(label.text == "in")
    }
    let work = PendingWork()
    PendingWork.$current.withValue(work) { units.metric = true }
    await work.settled()
    #expect(!binding.isConnected)
  }

  @Test func aBindingWhoseViewWentIsNoLongerConnected() throws {
    let binding = PersonHeightYardstickBinding()
    do {
      try binding.connect(to: SettableDataSource(Person.ada), outlets: ["view": YardstickView()])
    }
    #expect(!binding.isConnected)
  }

  @Test func anEndedScopeStopsObservationReruns() async throws {
    let units = Units()
    let label = TestView()
    let binding = HeightLabelBinding(units: units)
    let scope = BindingScope()
    try scope.run {
      try binding.connect(to: DataSource.constant(Person.ada), outlets: ["label": label])
    }
    scope.end()
    label.text = "the next item"
    let work = PendingWork()
    PendingWork.$current.withValue(work) { units.metric = true }
    await work.settled()
    #expect(label.text == "the next item")
    #expect(!binding.isConnected)
  }

  @Test func aBindingKeepsATemporaryDerivedSourceAlive() throws {
    let person = SettableDataSource(Person.ada)
    let yardstick = YardstickView()
    try PersonHeightYardstickBinding().connect(to: person.map { $0 }, outlets: ["view": yardstick])
    person.set(.alan)
    #expect(yardstick.heightInInches == 70)
  }

  @Test func aFailedConnectChangesNothing() throws {
    let set = PersonBindingSet()
    let person = SettableDataSource(Person.ada)
    let (first, full, age, yardstick) = (TestView(), TestView(), TestView(), YardstickView())
    try set.connect(
      to: person,
      outlets: ["firstName": first, "fullName": full, "age": age, "height.view": yardstick])
    let other = TestView()
    #expect(throws: WiringError.self) {
      try set.connect(to: person, outlets: ["firstName": other, "typo": TestView()])
    }
    person.set(.alan)
    #expect(first.text == "Alan")
    #expect(other.text == "")
  }

  @Test func aStateBindingEndsWhenAllItsViewsGoButNotWhenOneDoes() async throws {
    let source = SettableDataSource([1])
    let content = TestView()
    var spinner: TestView? = TestView()
    let binding = StateBinding()
    try binding.connect(toStateOf: source, outlets: ["content": content, "loading": spinner!])
    spinner = nil
    source.set([])
    #expect(content.isHidden, "the spinner going does not end the binding")
    weak var weakBinding: StateBinding?
    do {
      let plain = StateBinding()
      weakBinding = plain
      try plain.connect(toStateOf: source, outlets: ["content": PlainLabel()])
    }
    source.set([2])
    #expect(weakBinding == nil, "a binding whose only view went is released")
  }

  @Test func aReusedStateBindingForgetsThePreviousContent() throws {
    let (content, loading) = (TestView(), TestView())
    let state = StateBinding()
    try state.connect(
      toStateOf: DataSource.constant([1]), outlets: ["content": content, "loading": loading])
    #expect(!content.isHidden)
    try state.connect(toStateOf: DataSource(load: Gate<[Int]>().load))
    #expect(content.isHidden)
    #expect(!loading.isHidden)
  }

  @Test func aTimedOutViewShowsForATimeout() async throws {
    let clock = ControllableClock()
    let source = DataSource(timeout: .seconds(3), clock: clock, load: Gate<Int>().load)
    let (failed, timedOut) = (TestView(), TestView())
    let work = PendingWork()  // the load and its timer
    try PendingWork.$current.withValue(work) {
      try StateBinding().connect(
        toStateOf: source, outlets: ["failed": failed, "timedOut": timedOut])
    }
    await clock.advance(by: .seconds(3))
    await work.settled()
    #expect(source.phase.value == .timedOut)
    #expect(!timedOut.isHidden)
    #expect(failed.isHidden)
  }
}
