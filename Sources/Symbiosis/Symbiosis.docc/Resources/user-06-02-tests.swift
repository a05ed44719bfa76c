import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import Testing

@testable import UserDemo

@MainActor
@Suite("The User demo: Akane's component, on screen")
struct UserDemoTests {
  private func app(_ user: User = User(username: "Bruce", title: .master)) throws -> (
    TestTerminal, UserView
  ) {
    let view = try UserMain.makeView(for: user)
    return (TestTerminal(view, columns: 40, rows: 8), view)
  }

  @Test func itGreetsTheUserThroughTheConverter() throws {
    let (terminal, _) = try app()
    #expect(terminal.text.contains("Good morning, MASTER Bruce"))
    #expect(terminal.text.contains("[ Disconnect ]"))
    let (sir, _) = try app(User(username: "Alfred", title: .sir))
    #expect(sir.text.contains("Good morning, SIR Alfred"))
  }

  @Test func disconnectSaysGoodbyeAndGreysItsButton() throws {
    let (terminal, view) = try app()
    terminal.press(.tab)
    terminal.press(.enter)
    #expect(terminal.text.contains("Goodbye."))
    #expect(!terminal.text.contains("Good morning"))
    #expect(!view.disconnectButton.isEnabled)
    #expect(view.viewModel?.user.value == nil)
    terminal.press(.enter)  // a greyed button does nothing
    #expect(terminal.text.contains("Goodbye."))
  }

  @Test func theComponentLivesAsLongAsItsViewAndNoLonger() throws {
    weak var model: UserViewModel?
    weak var shown: UserView?
    do {
      let (terminal, view) = try app()
      model = view.viewModel
      shown = view
      #expect(terminal.text.contains("Bruce"))
    }
    #expect(model == nil)
    #expect(shown == nil)
  }
}
