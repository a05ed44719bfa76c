import Symbiosis
import SymbiosisTesting
import Testing

@MainActor
@Suite("A state binding's failure message")
struct StateBindingMessageTests {
  @Test func itShowsWhyTheLoadFailedAndIsEmptiedWhenARetryLoads() async throws {
    let api = Gate<[Person]>()
    let people = DataSource(load: api.load)
    let (failed, why) = (TestView(), TestView())
    try StateBinding().connect(
      toStateOf: people, outlets: ["failed": failed, "failureMessage": why])
    try await api.answer(.failure(ServiceUnavailable("The people service")))
    try await waitUntil { people.phase.value == .failed }
    #expect(!failed.isHidden)
    #expect(why.text == "The people service is not available here.")
    let work = PendingWork()  // the loads and runs the test starts
    PendingWork.$current.withValue(work) { people.refresh() }
    #expect(why.text == "", "no stale reason while loading again")
    try await api.answer(.success([.ada]))
    await work.settled()
    #expect(people.phase.value == .loaded)
    #expect(failed.isHidden)
    #expect(why.text == "")
  }

  @Test func itShowsATimeout() async throws {
    let clock = ControllableClock()
    let people = DataSource(timeout: .seconds(3), clock: clock, load: Gate<[Person]>().load)
    let why = TestView()
    try StateBinding().connect(toStateOf: people, outlets: ["failureMessage": why])
    await clock.advance(by: .seconds(3))
    try await waitUntil { people.phase.value == .timedOut }
    #expect(why.text == "The request timed out after 3.0 seconds.")
  }

  @Test func aViewThatCannotShowTextIsAWiringError() {
    let error = #expect(throws: WiringError.self) {
      try StateBinding().connect(
        toStateOf: DataSource.constant(1), outlets: ["failureMessage": YardstickView()])
    }
    #expect(
      error?.problem
        == .wrongType(outlet: "failureMessage", expected: "TextShowing", found: "YardstickView"))
  }
}
