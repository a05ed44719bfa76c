import Foundation
import SymbiosisTesting
import Testing

/// The one way a test waits for work elsewhere: its timeout guards against a hang and nothing
/// else.
@Suite("Waiting until a condition holds", .timeLimit(.minutes(5)))
struct WaitUntilTests {
  @Test func aConditionThatNeverHoldsEndsWithWhatWasAwaitedAndWhere() async {
    await #expect {
      try await waitUntil("the moon to turn blue", timeout: .milliseconds(50)) { false }
    } throws: { error in
      (error as? WaitTimeout)?.description
        == "SymbiosisTests/WaitUntilTests.swift:10: waited 0.05 seconds for the moon to turn blue, in vain"
    }
  }

  /// Another test holding this thread (a synchronous stretch, as here inside the condition) keeps
  /// the awaited work from running as much as this wait: that time is not a hang.
  @Test func aStretchInWhichTheWaitCouldNotRunDoesNotCountAsWaiting() async throws {
    var checks = 0
    try await waitUntil(timeout: .milliseconds(250)) {
      checks += 1
      usleep(300_000)
      return checks == 3
    }
    #expect(checks == 3)
  }
}
