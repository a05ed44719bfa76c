import SymbiosisTesting
import Testing

@testable import Symbiosis
@testable import SymbiosisTerminal

/// `printf 'abc' | app --text` on an app whose labels follow a field after an hour's debounce
/// and an hour's delay on the real clock: text mode lets time that only waits pass at once
/// once the app is idle, so the run ends in moments and prints what the timers sent.
@MainActor
@Suite("Text mode lets waiting time pass at once")
struct TextModeWaitTests {
  /// What the run printed, once it has ended.
  private final class Printed {
    var text: String?
  }

  @Test func anHoursDebounceAndDelayFireOnceTheAppIsIdle() async throws {
    let field = TextField()
    let debounced = Label("")
    let delayed = Label("")
    debounced.reactive.text
      <~ field.text.debounce(for: .seconds(3600), clock: ContinuousClock())
      .map { "debounced \($0)" }
    delayed.reactive.text
      <~ field.text.delay(for: .seconds(3600), clock: ContinuousClock())
      .map { "delayed \($0)" }
    let app = App(root: Stack(.vertical, [field, debounced, delayed]))
    let printed = Printed()
    let run = Task {
      printed.text = try await textPrinted(
        by: app, typing: "abc", size: Size(width: 20, height: 3))
    }
    // Only a guard: a run that waited out the hour would time out here and be ended.
    do {
      try await waitUntil("the run ends", timeout: .seconds(30)) { printed.text != nil }
    } catch {
      app.quit()
      throw error
    }
    try await run.value
    let last = try #require(printed.text?.split(separator: "\u{0C}").last)
    #expect(last.contains("debounced abc"))
    #expect(last.contains("delayed abc"))
  }
}
