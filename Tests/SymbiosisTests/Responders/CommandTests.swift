import Symbiosis
import SymbiosisTesting
import Testing

@MainActor
@Suite("Commands")
struct CommandTests {
  @Test func canExecuteFollowsItsPropertyByItself() {
    let user = MutableProperty<String?>("bruce")
    let disconnect = Command(enabled: user.map { $0 != nil }) { user.value = nil }
    let button = TestButton()
    disconnect.bind(to: button)
    #expect(button.isEnabled)
    button.tap()
    #expect(user.value == nil)
    #expect(!disconnect.canExecute.value)
    #expect(!button.isEnabled, "no updateCanExecute() needed")
    user.value = "alfred"
    #expect(button.isEnabled)
  }

  @Test func aControlIsDisabledWhileItsAsyncCommandRuns() async throws {
    let gate = Gate<Void>()
    let saves = Tally()
    let save = Command {
      try await gate.load()
      saves.increment()
    }
    let button = TestButton()
    save.bind(to: button)
    button.tap()
    #expect(save.isExecuting.value)
    #expect(!button.isEnabled)
    button.tap()
    save.execute()
    try await gate.answer(.success(()))
    try await waitUntil { !save.isExecuting.value }
    #expect(button.isEnabled)
    #expect(saves.count == 1, "taps while running are ignored")
  }

  @Test func aFailureIsAValueAndTheCommandCanRunAgain() async throws {
    let attempts = Tally()
    let send = Command {
      attempts.increment()
      if attempts.count == 1 { throw Offline() }
    }
    await send.execute()?.value
    #expect(send.failure.value is Offline)
    #expect(send.canExecute.value)
    await send.execute()?.value
    #expect(send.failure.value == nil)
  }

  @Test func theParameterComesFromTheControl() {
    let sent = Collected<String>()
    let search = Command<String> { sent.append($0) }
    let field = TestTextField()
    search.bind(to: field)
    field.type("abba")
    field.pressReturn()
    #expect(sent.all == ["abba"])
  }

  @Test func orFromAPropertyReadWhenTheControlTriggers() {
    let sent = Collected<String>()
    let post = Command<String>(enabled: Property(value: true)) { sent.append($0) }
    let field = TestTextField()
    let button = TestButton()
    post.bind(to: button, parameter: field.text)
    field.type("first")
    field.type("hello")
    button.tap()
    #expect(sent.all == ["hello"])
  }

  @Test func aBoundCommandIsReleasedWithItsControl() {
    weak var weakCommand: Command<Void>?
    do {
      let button = TestButton()
      let command = Command {}
      weakCommand = command
      command.bind(to: button)
    }
    #expect(weakCommand == nil)
  }
}
