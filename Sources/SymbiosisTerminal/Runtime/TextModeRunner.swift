import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs an app without a terminal: keys come from standard input as bytes, each new frame is
/// printed as plain text, and the run ends once input has ended and nothing has changed for a
/// second.
@MainActor
struct TextModeRunner {
  let app: App

  func run() async throws {
    let environment = ProcessInfo.processInfo.environment
    let columns = environment["COLUMNS"].flatMap(Int.init) ?? 80
    let rows = environment["LINES"].flatMap(Int.init) ?? 24
    let screen = app.screen
    screen.resize(to: Size(width: max(1, columns), height: max(1, rows)))
    var lastPrinted: [String] = []
    var lastChange = ContinuousClock.now
    let frames = FrameScheduler {
      let lines = screen.render().buffer.trimmedLines
      guard lines != lastPrinted else { return }
      // A form feed separates frames, so a script can split them or keep the last.
      let text = (lastPrinted.isEmpty ? "" : "\u{0C}\n") + lines.joined(separator: "\n") + "\n"
      lastPrinted = lines
      lastChange = .now
      try? FileDescriptorIO.writeAll(Array(text.utf8), to: STDOUT_FILENO)
    }
    screen.onNeedsFrame = { frames.schedule() }
    defer { screen.onNeedsFrame = nil }
    frames.drawNow()
    let reader = try InputReader(fileDescriptor: STDIN_FILENO)
    defer { reader.stop() }
    let input = Task { @MainActor in
      var parser = InputParser()
      for await chunk in reader.chunks {
        let events = chunk.isEmpty ? parser.flush() : parser.feed(chunk)
        for event in events { app.handle(event) }
      }
      for event in parser.flush() { app.handle(event) }
      while ContinuousClock.now - lastChange < .seconds(1) || screen.needsFrame {
        try? await Task.sleep(for: .milliseconds(100))
      }
      app.quit()
    }
    await app.waitForQuit()
    input.cancel()
    frames.drawNow()
  }
}
