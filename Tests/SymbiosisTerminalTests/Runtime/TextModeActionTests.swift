import SymbiosisTesting
import Testing

@testable import Symbiosis
@testable import SymbiosisTerminal

/// `printf '\r' | app --text` on a button whose action awaits its work (a call to the app's own
/// service, a link opening): the run waits for the action before it decides input has ended.
@MainActor
@Suite("Text mode waits for actions")
struct TextModeActionTests {
  /// Whether the test's run has ended, so that an action the run did not wait for stops too.
  private final class RunEnded {
    var value = false
  }

  @Test func anActionRunByTheLastKeyIsWaitedForAndItsResultPrinted() async throws {
    let button = Button("Save")
    let status = Label("")
    let ended = RunEnded()
    let save = Action {
      // Finishes only once the run waits for it: a run that did not wait would have quit
      // first, printing the frame before "Saved".
      let run = PendingWork.current
      try await waitUntil { run?.isAwaited == true || ended.value }
      status.text = "Saved"
    }
    let connection = save.connect(on: button.taps)
    let app = App(root: Stack(.vertical, [button, status]))
    let printed = try await textPrinted(by: app, typing: "\r", size: Size(width: 20, height: 2))
    ended.value = true
    let frames = printed.split(separator: "\u{0C}")
    #expect(frames.last?.contains("Saved") == true)
    connection.cancel()
  }
}
