import Foundation
import SymbiosisTesting
import Testing

@testable import Symbiosis
@testable import SymbiosisTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
      while run?.isAwaited != true, !ended.value { try await Task.sleep(for: .milliseconds(1)) }
      status.text = "Saved"
    }
    let connection = save.connect(on: button.taps)
    let app = App(root: Stack(.vertical, [button, status]))
    var input: [Int32] = [0, 0]
    try #require(pipe(&input) == 0)
    _ = write(input[1], "\r", 1)
    close(input[1])
    defer { close(input[0]) }
    let path = FileManager.default.temporaryDirectory
      .appending(path: "symbiosis-action-text-\(UUID().uuidString)").path
    let output = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o600)
    try #require(output >= 0)
    defer { unlink(path) }
    try await TextModeRunner(
      app: app, input: input[0], output: output, size: Size(width: 20, height: 2)
    ).run()
    ended.value = true
    close(output)
    let frames = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\u{0C}")
    #expect(frames.last?.contains("Saved") == true)
    connection.cancel()
  }
}
