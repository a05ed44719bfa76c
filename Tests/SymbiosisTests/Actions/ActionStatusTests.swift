import Symbiosis
import SymbiosisTesting
import Testing

/// A failure whose message says which run failed.
struct RunFailure: Error, CustomStringConvertible {
  let description: String
}

@MainActor
@Suite("Action status")
struct ActionStatusTests {
  /// An action that fails when its input is a message and succeeds on `nil`, at once.
  private func action() -> Action<String?> {
    Action { if let message = $0 { throw RunFailure(description: message) } }
  }

  @Test func theLatestStandingFailureShowsUntilItsActionSucceeds() {
    let copy = action()
    let open = action()
    let status = ActionStatus(copy, open)
    let label = TestView()
    label.reactive.text <~ status.message.map { $0 ?? "" }
    copy.run("no clipboard")
    #expect(label.text == "no clipboard")
    open.run("no browser")
    #expect(label.text == "no browser")
    open.run(nil)
    #expect(label.text == "no clipboard", "copy's failure still stands")
    copy.run(nil)
    #expect(label.text == "")
    #expect(status.message.value == nil)
  }

  @Test func aStatusMadeInlineFollowsItsActionsAsLongAsItsMessageIsShown() {
    let copy = action().reporting(success: "Copied ✓")
    var label: TestView? = TestView()
    weak var status: ActionStatus?
    do {
      let made = ActionStatus(copy)
      status = made
      if let label { label.reactive.text <~ made.message.map { $0 ?? "" } }
    }
    copy.run(nil)
    #expect(label?.text == "Copied ✓")
    #expect(status != nil)
    label = nil
    #expect(status == nil, "the status goes with what showed it")
  }

  @Test func aSuccessMessageShowsUntilAnotherRunStarts() async throws {
    let gate = Gate<Void>()
    let copy = action().reporting(success: "Copied ✓")
    let save = Action { try await gate.load() }
    let status = ActionStatus(copy, save)
    copy.run("no clipboard")
    #expect(status.message.value == "no clipboard")
    copy.run(nil)
    #expect(status.message.value == "Copied ✓", "it replaces its own failure")
    let work = PendingWork()  // the save's run
    PendingWork.$current.withValue(work) { save.run() }
    #expect(status.message.value == nil, "gone when the user does something else")
    try await gate.answer(.failure(RunFailure(description: "disk full")))
    await work.settled()
    #expect(status.message.value == "disk full")
    copy.run(nil)
    #expect(status.message.value == "Copied ✓")
    copy.run(nil)
    #expect(status.message.value == "Copied ✓")
  }

  @Test func aFailureBeforeTheStatusWasMadeShowsAtOnce() async {
    let copy = PlatformServices.with({ $0.clipboard = nil }) { Action.copy() }
    await copy.run("ada@example.com")?.value
    let status = ActionStatus(copy, Action.goBack())
    #expect(status.message.value == "The clipboard is not available here.")
  }

  @Test func aStatusDoesNotKeepItsActionsAlive() {
    weak var weakAction: Action<String?>?
    var status: ActionStatus?
    do {
      let copy = action()
      weakAction = copy
      status = ActionStatus(copy)
    }
    #expect(weakAction == nil)
    #expect(status?.message.value == nil)
  }

  /// Any sequence of runs over three actions shows what the runs' history says: the last
  /// run's success message if it has one, else the most recent failure not yet followed by a
  /// success of the same action.
  @Test(arguments: 0..<100 as Range<UInt64>)
  func theMessageFollowsTheHistory(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let actions = [
      action().reporting(success: "A ok"), action(), action().reporting(success: "C ok"),
    ]
    let successMessages: [String?] = ["A ok", nil, "C ok"]
    let status = ActionStatus(actions[0], actions[1], actions[2])
    var history: [(action: Int, failure: String?)] = []
    for step in 0..<40 {
      let index = Int.random(in: 0..<3, using: &random)
      let failure = Bool.random(using: &random) ? "\(index) failed at \(step)" : nil
      actions[index].run(failure)
      history.append((index, failure))
      #expect(status.message.value == expected(history, successMessages), "seed \(seed)")
    }
  }

  private func expected(
    _ history: [(action: Int, failure: String?)], _ successMessages: [String?]
  ) -> String? {
    if let last = history.last, last.failure == nil, let message = successMessages[last.action] {
      return message
    }
    let standing = history.indices.filter { index in
      history[index].failure != nil
        && !history[(index + 1)...].contains { $0.action == history[index].action }
    }
    return standing.last.flatMap { history[$0].failure }
  }
}
