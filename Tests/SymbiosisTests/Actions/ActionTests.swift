import Symbiosis
import SymbiosisTesting
import Testing

/// The design's example: a reusable action given the current person.
final class CallAction: Action<Person> {
  let dialled = Recorder<String>()
  override func perform(_ person: Person) async throws {
    if person.age > 40 { throw Offline() }
    dialled.record(person.firstName)
  }
}

@MainActor
@Suite("Actions")
struct ActionTests {
  @Test func isEnabledFollowsItsPropertyByItself() {
    let user = MutableProperty<String?>("bruce")
    let disconnect = Action(enabled: user.map { $0 != nil }) { user.value = nil }
    let button = TestButton()
    disconnect.bind(to: button)
    #expect(button.isEnabled)
    button.tap()
    #expect(user.value == nil, "an action that does not await finishes in the same turn")
    #expect(!disconnect.isEnabled.value)
    #expect(!button.isEnabled, "no updateCanExecute() needed")
    user.value = "alfred"
    #expect(button.isEnabled)
  }

  @Test func aDisabledActionDoesNotRun() {
    let runs = Recorder<Void>()
    let save = Action(enabled: Property(value: false)) { runs.record() }
    #expect(save.run() == nil)
    #expect(runs.values.count == 0)
  }

  @Test func aControlIsDisabledWhileItsAsyncActionRuns() async throws {
    let gate = Gate<Void>()
    let saves = Recorder<Void>()
    let save = Action {
      try await gate.load()
      saves.record()
    }
    let button = TestButton()
    save.bind(to: button)
    let work = PendingWork()  // the run
    PendingWork.$current.withValue(work) { button.tap() }
    #expect(save.isRunning.value)
    #expect(!button.isEnabled)
    button.tap()
    #expect(save.run() == nil, "runs while running are ignored")
    try await gate.answer(.success(()))
    await work.settled()
    #expect(!save.isRunning.value)
    #expect(button.isEnabled)
    #expect(saves.values.count == 1, "taps while running are ignored")
  }

  @Test func aFailureIsAValueAndTheNextSuccessClearsIt() async throws {
    let attempts = Recorder<Void>()
    let send = Action {
      attempts.record()
      if attempts.values.count == 1 { throw Offline() }
    }
    await send.run()?.value
    #expect(send.failure.value is Offline)
    #expect(send.isEnabled.value)
    await send.run()?.value
    #expect(send.failure.value == nil)
  }

  @Test func successesSendTheInputOfEachRunThatDidNotThrow() async throws {
    let call = CallAction()
    let succeeded = Recorder<String>()
    let subscription = call.successes.observeValues { succeeded.record($0.firstName) }
    defer { subscription.cancel() }
    await call.run(.ada)?.value
    await call.run(.alan)?.value
    await call.run(.ada)?.value
    #expect(succeeded.values == ["Ada", "Ada"], "Alan's call threw")
    #expect(call.failure.value == nil)
  }

  @Test func theParameterComesFromTheControl() {
    let sent = Recorder<String>()
    let search = Action<String> { sent.record($0) }
    let field = TestTextField()
    search.bind(to: field)
    field.type("abba")
    field.pressReturn()
    #expect(sent.values == ["abba"])
  }

  @Test func orFromAPropertyReadWhenTheControlTriggers() {
    let sent = Recorder<String>()
    let post = Action<String>(enabled: Property(value: true)) { sent.record($0) }
    let field = TestTextField()
    let button = TestButton()
    post.bind(to: button, parameter: field.text)
    field.type("first")
    field.type("hello")
    button.tap()
    #expect(sent.values == ["hello"])
  }

  @Test func aBoundActionIsReleasedWithItsControl() {
    weak var weakAction: Action<Void>?
    do {
      let button = TestButton()
      let action = Action {}
      weakAction = action
      action.bind(to: button)
    }
    #expect(weakAction == nil)
  }

  @Test func aSubclassActsOnTheSourcesCurrentValue() async throws {
    let person = SettableDataSource(Person.ada)
    let button = TestButton()
    let call = CallAction()
    call.connect(to: person, on: button.triggers)
    let work = PendingWork()  // the run
    PendingWork.$current.withValue(work) { button.tap() }
    await work.settled()
    #expect(!call.isRunning.value)
    #expect(call.dialled.values == ["Ada"])
  }

  @Test func anEventBeforeTheSourceHasAValueIsIgnored() async throws {
    let gate = Gate<Person>()
    let person = DataSource { try await gate.load() }
    let button = TestButton()
    let call = CallAction()
    let work = PendingWork()  // the load, then the run
    PendingWork.$current.withValue(work) { call.connect(to: person, on: button.triggers) }
    try await waitUntil { person.phase.value == .loading }  // held on the gate: it cannot settle
    button.tap()
    #expect(!call.isRunning.value)
    try await gate.answer(.success(.ada))
    await work.settled()
    #expect(person.value.value != nil)
    PendingWork.$current.withValue(work) { button.tap() }
    await work.settled()
    #expect(!call.dialled.values.isEmpty)
    #expect(call.dialled.values == ["Ada"])
  }

  @Test func itsErrorIsAValueABindingShows() async throws {
    let person = SettableDataSource(Person.alan)
    let button = TestButton()
    let call = CallAction()
    let status = TestView()
    status.reactive.text <~ call.failure.map { $0 == nil ? "" : "Could not call" }
    call.connect(to: person, on: button.triggers)
    let work = PendingWork()  // the runs
    PendingWork.$current.withValue(work) { button.tap() }
    await work.settled()
    #expect(call.failure.value != nil)
    #expect(status.text == "Could not call")
    person.set(.ada)
    PendingWork.$current.withValue(work) { button.tap() }
    await work.settled()
    #expect(call.failure.value == nil)
    #expect(status.text == "")
  }

  @Test func anActionConnectedToAViewEndsWithIt() async throws {
    let person = SettableDataSource(Person.ada)
    weak var weakAction: CallAction?
    do {
      let button = TestButton()
      let call = CallAction()
      weakAction = call
      call.connect(to: person, on: button.triggers)
    }
    #expect(weakAction == nil)
  }
}
