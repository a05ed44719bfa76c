import Foundation
import Symbiosis

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs an app without a terminal: keys come from `input` as bytes, each new frame is printed
/// to `output` as plain text (its rows without trailing spaces, and without the blank rows
/// below the content, so `| tail -3` shows the content's last lines), and the run ends once
/// input has ended and the app's work has settled.
///
/// Each key is handed over only once the work the previous one started has settled (a
/// debounce waiting on its clock, a search, a picture loading: whatever registered with the
/// ``PendingWork`` set around the run), so `printf 'golden\r\r' | searchy --text` types the
/// term, waits for its results, opens them and opens the first song, with no `sleep` between.
/// A program's runner also waits for `unscopedWork`: what the program started before the run
/// (the root view's first load), so `printf '' | people --text` prints the people, not
/// "Loading…".
///
/// Time that only waits passes at once: once every piece of work under way is a timer waiting
/// on its clock (a debounce, a delay), the one due first fires without waiting out its time,
/// as on a test clock, so a script of thousands of keys takes moments, not hours.
@MainActor
struct TextModeRunner {
  let app: App
  var input = STDIN_FILENO
  var output = STDOUT_FILENO
  var size = TextModeRunner.environmentSize()
  /// Work outside the run's tracker that the run waits for too: ``PendingWork/unscoped`` for
  /// a program, `nil` in a test, so that a test never waits for another's work.
  var unscopedWork: PendingWork?

  func run() async throws {
    let work = PendingWork()
    work.skipWaitsWhenIdle()
    unscopedWork?.skipWaitsWhenIdle()
    try await PendingWork.$current.withValue(work) { try await run(settling: work) }
  }

  private func run(settling work: PendingWork) async throws {
    let screen = app.screen
    let output = output
    screen.resize(to: size)
    if screen.size != size, let note = Self.sizeNote(asked: size, drawn: screen.size) {
      FileHandle.standardError.write(Data(note.utf8))
    }
    var printed = TextModeFrames()
    let frames = FrameScheduler {
      guard let text = printed.text(of: screen.render().buffer.trimmedLines) else { return }
      try? FileDescriptorIO.writeAll(Array(text.utf8), to: output)
    }
    screen.onNeedsFrame = { frames.schedule() }
    defer { screen.onNeedsFrame = nil }
    frames.drawNow()
    let reader = try InputReader(fileDescriptor: input)
    defer { reader.stop() }
    let unscoped = unscopedWork
    let keys = Task { @MainActor in
      // Each key waits for the work the last one started; once the app has quit, none goes on.
      @MainActor func hand(_ events: [InputEvent]) async -> Bool {
        for event in events {
          await Self.settle(work, unscoped)
          guard !Task.isCancelled else { return false }
          // The key acts on what the settled work shows: a list that has just loaded must be
          // laid out before ↓ can move into it, so the frame it asked for is drawn first.
          if screen.needsFrame { frames.drawNow() }
          app.handle(event)
        }
        return true
      }
      var parser = InputParser()
      for await chunk in reader.chunks {
        guard await hand(chunk.isEmpty ? parser.flush() : parser.feed(chunk)) else { return }
      }
      guard await hand(parser.flush()) else { return }
      await Self.settle(work, unscoped)
      app.quit()
    }
    await app.waitForQuit()
    keys.cancel()
    frames.drawNow()
  }

  /// Returns once the run's work and `unscoped` have both settled, or when cancelled: the one
  /// may start work counted in the other (a load started before the run may start another).
  private static func settle(_ work: PendingWork, _ unscoped: PendingWork?) async {
    repeat {
      await work.settled()
      await unscoped?.settled()
    } while !Task.isCancelled && !(work.isSettled && unscoped?.isSettled != false)
  }

  /// The size `COLUMNS` and `LINES` give, else 80 × 24.
  static func environmentSize(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Size {
    let columns = environment["COLUMNS"].flatMap(Int.init) ?? 80
    let rows = environment["LINES"].flatMap(Int.init) ?? 24
    return Size(width: max(1, columns), height: max(1, rows))
  }

  /// What to tell on standard error when frames are drawn at `drawn` rather than at `asked`,
  /// which is larger than a frame may be.
  static func sizeNote(asked: Size, drawn: Size) -> String? {
    guard asked.width > drawn.width || asked.height > drawn.height else { return nil }
    let name = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent }
    return "\(name ?? "app"): a window of \(asked.width) × \(asked.height) is larger than a frame "
      + "may be; frames are drawn at \(drawn.width) × \(drawn.height).\n"
  }
}
